import { propertyRuns } from '@funding/platform/testing/property-runs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { answerReader } from './fork-server-answers.ts';

describe('answerReader', () => {
  it('reads the same answers however the stream is cut into chunks (property-based)', () => {
    const answer = fc.record({
      code: fc.constantFrom(0, 2, 3, -1),
      signal: fc.constantFrom(0, 9, 11, 14, 25),
      message: fc.string({ maxLength: 40 }),
      json: fc.uint8Array({ maxLength: 300 }).map((bytes) => Buffer.from(bytes)),
    });
    fc.assert(
      fc.property(
        fc.array(answer, { maxLength: 6 }),
        fc.array(fc.nat(400), { maxLength: 20 }),
        (answers, cuts) => {
          const stream = Buffer.concat(
            answers.flatMap((each, id) => [
              Buffer.from(
                `${id}\t${each.code}\t${each.signal}\t${Buffer.byteLength(each.message)}\t${each.json.length}\n`,
              ),
              Buffer.from(each.message),
              each.json,
            ]),
          );
          const read: unknown[] = [];
          const feed = answerReader((id, each) => read.push({ id, ...each }));
          let at = 0;
          for (const cut of [...cuts].sort((a, b) => a - b)) {
            feed(stream.subarray(at, Math.max(at, Math.min(cut, stream.length))));
            at = Math.max(at, Math.min(cut, stream.length));
          }
          feed(stream.subarray(at));
          expect(read).toEqual(answers.map((each, id) => ({ id: String(id), ...each })));
        },
      ),
      { numRuns: propertyRuns(2_000), seed: 20261126 },
    );
  });

  it('stops at a stream that is not answers', () => {
    expect(() => answerReader(() => {})(Buffer.alloc(300, 0x41))).toThrow(/no answer line/);
    expect(() => answerReader(() => {})(Buffer.from('1\t0\t0\t0\tmany\n'))).toThrow(/without its lengths/);
  });
});
