import { describe, expect, it } from 'vitest';
import { jobPayloadSchema } from './jobs.ts';

describe('jobPayloadSchema', () => {
  it('carries the application id only', () => {
    expect(jobPayloadSchema.parse({ applicationId: 'FA-7K3QD-9XW2M' })).toEqual({
      applicationId: 'FA-7K3QD-9XW2M',
    });
  });

  it('refuses extra fields and malformed ids', () => {
    expect(jobPayloadSchema.safeParse({ applicationId: 'FA-7K3QD-9XW2M', ssn: '123-45-6789' }).success).toBe(
      false,
    );
    expect(jobPayloadSchema.safeParse({ applicationId: 'pdf:1' }).success).toBe(false);
    expect(jobPayloadSchema.safeParse({}).success).toBe(false);
  });
});
