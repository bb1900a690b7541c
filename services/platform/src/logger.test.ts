import { Writable } from 'node:stream';
import { propertyRuns } from '@funding/platform/testing/property-runs';
import fc from 'fast-check';
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

describe('logger scrubbing of every string', () => {
  it('masks SSN- and EIN-shaped text in fields at any depth, in bindings and in errors', () => {
    const { lines, logger } = capture();
    const child = logger.child({ requestId: 'req-219-09-9999' });
    const error = new Error('duplicate key 123-45-6789 in (owner1_ssn)');
    child.error(
      {
        path: '/apply/agent/219-09-9999',
        nested: { list: ['x 12-3456789 y', { deep: '987654321' }] },
        err: error,
      },
      'failed',
    );
    const output = lines.join('');
    expect(output).not.toMatch(/219-09-9999|123-45-6789|12-3456789|987654321/);
    expect(output).toContain('/apply/agent/[number]');
    expect(output).toContain('duplicate key [number]');
  });

  it('drops the statement and parameters of a failed query, in the error and its cause', () => {
    const { lines, logger } = capture();
    const cause = Object.assign(new Error('insert failed'), {
      query: 'insert into applications values ($1)',
      parameters: ['Grzegorz Brzęczyszczykiewicz'],
    });
    const error = Object.assign(new Error('Failed query', { cause }), {
      query: 'insert into applications values ($1)',
      params: ['Grzegorz Brzęczyszczykiewicz'],
    });
    logger.error({ err: error }, 'saving failed');
    const line = JSON.parse(lines[0]!);
    expect(JSON.stringify(line)).not.toContain('Brzęczyszczykiewicz');
    expect(JSON.stringify(line)).not.toContain('insert into');
    expect(line.err.message).toContain('Failed query');
    expect(line.err.cause.message).toBe('insert failed');
  });

  it('logs any value without throwing and never lets an SSN-shaped string through (property)', () => {
    const ssnLike = fc
      .tuple(
        fc.integer({ min: 0, max: 999 }),
        fc.integer({ min: 0, max: 99 }),
        fc.integer({ min: 0, max: 9999 }),
      )
      .map(
        ([a, b, c]) =>
          `${String(a).padStart(3, '0')}-${String(b).padStart(2, '0')}-${String(c).padStart(4, '0')}`,
      );
    fc.assert(
      fc.property(fc.anything(), ssnLike, fc.string(), (noise, ssn, around) => {
        const { lines, logger } = capture();
        logger.info({ noise, value: `${around}${ssn}${around}`, list: [ssn] }, `at ${ssn}`);
        expect(lines.join('')).not.toContain(ssn);
      }),
      { seed: 13, numRuns: propertyRuns(2_000) },
    );
  });
});
