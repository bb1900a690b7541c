import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/api-client';
import { buildSubmissionFormData, interpretSubmissionResponse } from './submission-request';

async function failureOf(status: number, body: string): Promise<ApiError> {
  try {
    await interpretSubmissionResponse(status, '', body);
  } catch (error) {
    if (error instanceof ApiError) return error;
  }
  throw new Error('expected an ApiError');
}

describe('buildSubmissionFormData', () => {
  it('sends the data first, then the agent and the chosen files under their slot names', () => {
    const statement = new File(['%PDF-1.4'], 'march.pdf', { type: 'application/pdf' });
    const photo = new File(['png'], 'license.png', { type: 'image/png' });
    const body = buildSubmissionFormData(
      '{"businessName":"Acme"}',
      { bankStatement1: statement, bankStatement2: null, additionalDoc3: photo },
      'agent-1',
    );
    expect([...body.keys()]).toEqual(['data', 'agentId', 'bankStatement1', 'additionalDoc3']);
    expect(body.get('data')).toBe('{"businessName":"Acme"}');
    expect((body.get('bankStatement1') as File).name).toBe('march.pdf');
  });

  it('leaves the agent out when none is known', () => {
    expect(buildSubmissionFormData('{}', {}, undefined).has('agentId')).toBe(false);
  });
});

describe('interpretSubmissionResponse', () => {
  it('returns the application id of a success', async () => {
    expect(await interpretSubmissionResponse(200, 'OK', '{"applicationId":"FA-7K3QD-9XW2M"}')).toEqual({
      applicationId: 'FA-7K3QD-9XW2M',
    });
  });

  it('accepts a success without a readable id', async () => {
    expect(await interpretSubmissionResponse(201, 'Created', 'ok')).toEqual({ applicationId: undefined });
  });

  it('carries the message and field messages of a validation failure', async () => {
    const error = await failureOf(
      400,
      JSON.stringify({
        message: 'Application validation failed',
        code: 'VALIDATION',
        fields: { ein: 'EIN must be in format XX-XXXXXXX' },
      }),
    );
    expect(error.message).toBe('Application validation failed');
    expect(error.fields).toEqual({ ein: 'EIN must be in format XX-XXXXXXX' });
    expect(error.code).toBe('VALIDATION');
  });

  it('falls back to the generic message when the body is not the error shape', async () => {
    expect((await failureOf(502, '<html>Bad gateway</html>')).message).toBe('Failed to submit application');
    expect((await failureOf(500, JSON.stringify({ message: '' }))).message).toBe(
      'Failed to submit application',
    );
  });
});
