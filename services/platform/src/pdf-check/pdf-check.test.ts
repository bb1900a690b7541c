import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { benignPdfs } from '../testing/pdf-corpus/benign.ts';
import { MALICIOUS_PDFS } from '../testing/pdf-corpus/malicious.ts';
import { onePage, writePdf } from '../testing/pdf-corpus/pdf-writer.ts';
import { propertyRuns } from '../testing/property-runs.ts';
import { createPdfCheck, pdfLimitsFor } from './pdf-check.ts';

const dir = mkdtempSync(join(tmpdir(), 'pdf-check-test-'));
const check = createPdfCheck({ judgeMaxMemoryMb: 128, memoryBudgetBytes: 512 * 1024 * 1024 });
afterAll(async () => {
  await check.close();
  rmSync(dir, { recursive: true, force: true });
});
let written = 0;
const onDisk = (bytes: Uint8Array) => {
  const path = join(dir, `${written++}.pdf`);
  writeFileSync(path, bytes);
  return path;
};
const output = () => join(dir, `${written++}.rewritten.pdf`);
const LARGE = pdfLimitsFor(10 * 1024 * 1024);
// For tests of the other bounds: time enough on two cores starved by other tiers, so the clock is
// never what stops the file there.
const ROOMY = { ...LARGE, timeoutMs: 120_000 };

/** A valid file of `count` small objects: a document too complex to be a statement. */
function manyObjects(count: number): Buffer {
  const filler = Array.from({ length: count }, (_, i) => ({
    number: 10 + i,
    body: '<< /A [1 2 3 4 5 6 7 8] /B (text) /C /Name >>',
  }));
  // Referenced from the catalog, so a rewrite keeps them.
  const list = filler.map((object) => `${object.number} 0 R`).join(' ');
  return writePdf([{ objects: [...onePage(`/Filler [${list}]`), ...filler], trailer: '/Root 1 0 R' }]);
}

describe('the PDF check', () => {
  it('judges in its thread, which a verdict of each kind leaves running', async () => {
    const benign = (await benignPdfs())[0]!.build();
    const malicious = MALICIOUS_PDFS.find((file) => file.name.includes('FlateDecode object stream'))!.build();
    const kept = output();
    expect(await check.normalize(onDisk(benign), kept, ROOMY)).toEqual({ kind: 'inert' });
    expect(existsSync(kept)).toBe(true);
    expect(await check.normalize(onDisk(malicious), output(), ROOMY)).toMatchObject({
      kind: 'active',
      finding: { name: 'JavaScript (action)' },
    });
    expect(await check.inspect(onDisk(malicious), ROOMY)).toMatchObject({ kind: 'active' });
    expect(await check.inspect(kept, ROOMY)).toEqual({ kind: 'inert' });
  }, 120_000);

  it('refuses a file whose object stream inflates past the memory bound, quickly', async () => {
    // An object the catalog refers to, in an object stream that inflates to 128 MiB of spaces (about
    // 125 KB on the wire): twice the 64 MiB bound, which qpdf cannot hold the stream in. A bigger
    // bomb proves nothing more, and making it costs the test its CPU.
    const spaces = Buffer.alloc(128 * 1024 * 1024, 0x20);
    const bomb = deflateSync(Buffer.concat([Buffer.from('5 0 << >>'), spaces]), { level: 9 });
    const file = writePdf([
      {
        objects: onePage('/Extra 5 0 R'),
        packed: {
          objects: [{ number: 5, body: '<< >>' }],
          filters: ['FlateDecode'],
          damage: () => bomb,
        },
        trailer: '/Root 1 0 R',
      },
    ]);
    const verdict = await check.normalize(onDisk(file), output(), {
      ...ROOMY,
      memoryBytes: 64 * 1024 * 1024,
    });
    // Stopped by the memory bound, long before the clock.
    expect(verdict).toMatchObject({ kind: 'unreadable', detail: expect.not.stringMatching(/^timeout/) });
  }, 180_000);

  it('stops at the time, output and judge-memory bounds and calls the file unreadable', async () => {
    const path = onDisk(manyObjects(20_000));
    expect(await check.normalize(path, output(), { ...LARGE, timeoutMs: 120_000 })).toEqual({
      kind: 'inert',
    });
    expect(await check.normalize(path, output(), { ...LARGE, timeoutMs: 1 })).toMatchObject({
      kind: 'unreadable',
      detail: expect.stringMatching(/^timeout/),
    });
    expect(await check.normalize(path, output(), { ...ROOMY, maxOutputBytes: 100_000 })).toMatchObject({
      kind: 'unreadable',
      detail: expect.stringMatching(/^too_complex/),
    });
    // 60,000 objects print about 15 MB of JSON, which does not parse in a 32 MB heap: the thread
    // ends, the file is too complex, and the next check (which fits) runs in a new thread.
    const small = createPdfCheck({ judgeMaxMemoryMb: 32, memoryBudgetBytes: 512 * 1024 * 1024 });
    try {
      const dense = onDisk(manyObjects(60_000));
      expect(await small.inspect(dense, { ...ROOMY, maxOutputBytes: 64 * 1024 * 1024 })).toMatchObject({
        kind: 'unreadable',
        detail: expect.stringMatching(/^too_complex/),
      });
      expect(await small.normalize(onDisk((await benignPdfs())[0]!.build()), output(), ROOMY)).toEqual({
        kind: 'inert',
      });
    } finally {
      await small.close();
    }
  }, 240_000);

  it('calls what is not a PDF unreadable: garbage, a bare header, a password it does not have', async () => {
    const userPassword = (await import('../testing/pdf-corpus/qpdf-tool.ts')).qpdfTransform(
      (await benignPdfs())[0]!.build(),
      ['--encrypt', 'secret', 'owner', '256', '--'],
    );
    for (const bytes of [
      Buffer.from('%PDF-1.7\n'),
      Buffer.from('%PDF-1.7\n<< garbage'),
      Buffer.alloc(4096, 0xff),
      userPassword,
    ])
      expect((await check.normalize(onDisk(bytes), output(), LARGE)).kind).toBe('unreadable');
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
          const verdict = await check.normalize(onDisk(file), output(), LARGE);
          expect(['inert', 'active', 'unreadable']).toContain(verdict.kind);
        },
      ),
      { numRuns: propertyRuns(300), seed: 2020 },
    );
  }, 120_000);
});
