import { describe, expect, it } from 'vitest';
import { MESSAGES } from './messages.ts';

describe('MESSAGES', () => {
  it('builds the messages that take a number', () => {
    expect(MESSAGES.tooLong(200)).toBe('Must be at most 200 characters');
    expect(MESSAGES.errorSummaryMore(3)).toBe('... and 3 more');
  });

  it('keeps the word the form uses to pick its validation toast', () => {
    expect(MESSAGES.applicationValidationFailed.toLowerCase()).toContain('validation');
  });

  it('keeps the submission toasts word for word', () => {
    expect(MESSAGES.submitSuccessTitle).toBe('Application Submitted Successfully');
    expect(MESSAGES.submissionFailedDescription).toBe(
      'There was an error submitting your application. Please try again.',
    );
  });
});
