import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';
import { propertyRuns } from '@funding/platform/testing/property-runs';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { benignPdfs } from '../../testing/pdf-corpus/benign.ts';
import { MALICIOUS_PDFS } from '../../testing/pdf-corpus/malicious.ts';
import { onePage, writePdf } from '../../testing/pdf-corpus/pdf-writer.ts';
import { INSPECTION_LIMITS, inspectPdf } from './inspect-pdf.ts';

const dir = mkdtempSync(join(tmpdir(), 'inspect-pdf-test-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let written = 0;
const onDisk = (bytes: Uint8Array) => {
  const path = join(dir, `${written++}.pdf`);
  writeFileSync(path, bytes);
  return path;
};

/** A valid file of `count` small objects: a document too complex to be a statement. */
function manyObjects(count: number): Buffer {
  const filler = Array.from({ length: count }, (_, i) => ({
    number: 10 + i,
    body: '<< /A [1 2 3 4 5 6 7 8] /B (text) /C /Name >>',
  }));
  return writePdf([{ objects: [...onePage(), ...filler], trailer: '/Root 1 0 R' }]);
}

describe('inspectPdf', () => {
  it('judges in the check process, which a verdict of each kind leaves running', async () => {
    const benign = (await benignPdfs())[0]!.build();
    const malicious = MALICIOUS_PDFS.find((file) => file.name.includes('FlateDecode object stream'))!.build();
    expect(await inspectPdf(onDisk(benign))).toEqual({ kind: 'inert' });
    expect(await inspectPdf(onDisk(malicious))).toMatchObject({
      kind: 'active',
      finding: { name: expect.stringMatching(/^(JS|JavaScript)$/) },
    });
  }, 30_000);

  it('refuses a file whose object stream inflates past the memory bound, quickly', async () => {
    // 256 MiB of spaces in a FlateDecode object stream: about 250 KB on the wire.
    const bomb = deflateSync(Buffer.alloc(256 * 1024 * 1024, 0x20), { level: 9 });
    const file = writePdf([
      { objects: onePage(), trailer: '/Root 1 0 R' },
      {
        objects: [
          { number: 5, body: '<< /Type /ObjStm /N 1 /First 4 /Filter /FlateDecode >>', stream: bomb },
        ],
        trailer: '/Root 1 0 R',
      },
    ]);
    const started = performance.now();
    const verdict = await inspectPdf(onDisk(file), { ...INSPECTION_LIMITS, memoryBytes: 64 * 1024 * 1024 });
    expect(verdict.kind).not.toBe('active');
    expect(performance.now() - started).toBeLessThan(INSPECTION_LIMITS.timeoutMs);
  }, 30_000);

  it('stops at the time, output and judge-memory bounds and calls the file unreadable', async () => {
    const path = onDisk(manyObjects(20_000));
    expect(await inspectPdf(path)).toEqual({ kind: 'inert' });
    expect(await inspectPdf(path, { ...INSPECTION_LIMITS, timeoutMs: 1 })).toMatchObject({
      kind: 'unreadable',
      detail: expect.stringMatching(/^timeout/),
    });
    expect(await inspectPdf(path, { ...INSPECTION_LIMITS, maxOutputBytes: 100_000 })).toMatchObject({
      kind: 'unreadable',
      detail: expect.stringMatching(/^too_complex/),
    });
    // 60,000 objects print about 15 MB of JSON, which does not parse in a 32 MB heap: the check
    // process ends, the file is too complex, and the next check (which fits) starts a new process.
    const bounded = { ...INSPECTION_LIMITS, judgeMaxMemoryMb: 32 };
    expect(await inspectPdf(onDisk(manyObjects(60_000)), bounded)).toMatchObject({
      kind: 'unreadable',
      detail: expect.stringMatching(/^too_complex/),
    });
    expect(await inspectPdf(onDisk((await benignPdfs())[0]!.build()), bounded)).toEqual({ kind: 'inert' });
  }, 60_000);

  it('calls what is not a PDF unreadable: garbage, a bare header, a password it does not have', async () => {
    for (const bytes of [
      Buffer.from('%PDF-1.7\n'),
      Buffer.from('%PDF-1.7\n<< garbage'),
      Buffer.alloc(4096, 0xff),
    ])
      expect((await inspectPdf(onDisk(bytes))).kind).toBe('unreadable');
  });

  it('answers every damaged file with a verdict, never a crash or a hang (property-based)', async () => {
    const seeds = [...(await benignPdfs()).slice(0, 3), ...MALICIOUS_PDFS.slice(0, 12)].map((file) =>
      file.build(),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.nat(seeds.length - 1),
        fc.array(fc.tuple(fc.double({ min: 0, max: 1, noNaN: true }), fc.integer({ min: 0, max: 255 })), {
          maxLength: 12,
        }),
        fc.option(fc.double({ min: 0, max: 1, noNaN: true }), { nil: undefined }),
        async (which, flips, cut) => {
          const bytes = Buffer.from(seeds[which]!);
          for (const [at, value] of flips) bytes[Math.floor(at * (bytes.length - 1))] = value;
          const file =
            cut === undefined ? bytes : bytes.subarray(0, Math.max(1, Math.floor(cut * bytes.length)));
          const verdict = await inspectPdf(onDisk(file));
          expect(['inert', 'active', 'unreadable']).toContain(verdict.kind);
        },
      ),
      { numRuns: propertyRuns(300), seed: 2020 },
    );
  }, 120_000);
});
