import { validateApplication } from '@funding/contracts';
import { describe, expect, it } from 'vitest';
import { isLocalDevelopmentHost, sampleApplicationValues } from './test-data';

describe('sampleApplicationValues', () => {
  it('passes the shared application schema', () => {
    expect(validateApplication(sampleApplicationValues())).toMatchObject({ success: true });
  });
});

describe('isLocalDevelopmentHost', () => {
  it('is true only for localhost and 127.0.0.1', () => {
    expect(isLocalDevelopmentHost('localhost')).toBe(true);
    expect(isLocalDevelopmentHost('127.0.0.1')).toBe(true);
    expect(isLocalDevelopmentHost('apply.example.com')).toBe(false);
    expect(isLocalDevelopmentHost('localhost.example.com')).toBe(false);
  });
});
