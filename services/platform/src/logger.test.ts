import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogger } from './logger.ts';

function capture() {
  const lines: string[] = [];
  const destination = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { lines, logger: createLogger({ name: 'test', destination }) };
}

describe('logger redaction', () => {
  it('never writes SSN, EIN, DOB, passwords or tokens, at any depth', () => {
    const { lines, logger } = capture();
    logger.info(
      {
        owner1Ssn: '123-45-6789',
        application: { ein: '12-3456789', owner1DateOfBirth: '1980-02-03', owner2Ssn: '987-65-4321' },
        body: { credentials: { password: 'hunter22', token: 'eyJhbGciOi' } },
        headers: { authorization: 'Bearer abc.def.ghi' },
      },
      'submitted',
    );
    const output = lines.join('');
    for (const secret of [
      '123-45-6789',
      '12-3456789',
      '1980-02-03',
      '987-65-4321',
      'hunter22',
      'eyJhbGciOi',
      'abc.def',
    ]) {
      expect(output).not.toContain(secret);
    }
    expect(output).toContain('[REDACTED]');
    expect(output).toContain('submitted');
  });

  it('masks SSN- and EIN-shaped values written into a message by mistake', () => {
    const { lines, logger } = capture();
    logger.warn(`could not parse 123-45-6789 or 12-3456789 for FA-7K3QD-M2XPR`);
    expect(lines.join('')).not.toMatch(/123-45-6789|12-3456789/);
    expect(lines.join('')).toContain('FA-7K3QD-M2XPR');
  });
});
