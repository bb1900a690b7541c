import { MESSAGES } from '@funding/contracts';
import { describe, expect, it } from 'vitest';
import { submissionErrorToast, submissionSuccessToast } from './submission-toast';

describe('submissionErrorToast', () => {
  it('shows the validation toast for a validation failure', () => {
    expect(submissionErrorToast('Application validation failed')).toEqual({
      title: 'Validation Error',
      description: 'Please check all required fields are filled correctly.',
    });
    expect(submissionErrorToast('Validation failed').title).toBe('Validation Error');
  });

  it('shows the network toast for a network failure', () => {
    expect(submissionErrorToast('Network error')).toEqual({
      title: 'Network Error',
      description: 'Please check your internet connection and try again.',
    });
  });

  it('shows the server message for any other failure', () => {
    expect(submissionErrorToast('Storage is unavailable')).toEqual({
      title: 'Submission Failed',
      description: 'Storage is unavailable',
    });
  });

  it('falls back to the generic description without a message', () => {
    const toast = submissionErrorToast(undefined);
    expect(toast.title).toBe('Submission Failed');
    expect(toast.description).toBe('There was an error submitting your application. Please try again.');
    expect(submissionErrorToast('  ').description).toBe(MESSAGES.submissionFailedDescription);
  });
});

describe('submissionSuccessToast', () => {
  it('names the application and promises contact', () => {
    const toast = submissionSuccessToast('app_123');
    expect(toast.title).toBe('Application Submitted Successfully');
    expect(toast.description).toContain('app_123');
    expect(toast.description).toContain('A representative will contact you soon.');
  });

  it('says Generated when the server gave no id', () => {
    expect(submissionSuccessToast(undefined).description).toContain('Generated');
  });
});
