import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { benignPdfs } from '../testing/pdf-corpus/benign.ts';
import { findActiveContentLeniently } from '../testing/pdf-corpus/lenient-reader.ts';
import { MALICIOUS_PDFS } from '../testing/pdf-corpus/malicious.ts';
import { createPdfCheck, pdfLimitsFor } from './pdf-check.ts';

const dir = mkdtempSync(join(tmpdir(), 'pdf-corpus-test-'));
const check = createPdfCheck({ judgeMaxMemoryMb: 128, memoryBudgetBytes: 512 * 1024 * 1024 });
afterAll(async () => {
  await check.close();
  rmSync(dir, { recursive: true, force: true });
});
let written = 0;

/** The check as intake runs it: the file rewritten, the rewrite judged; the rewrite's bytes when kept. */
async function normalized(bytes: Buffer) {
  const input = join(dir, `${written}.pdf`);
  const output = join(dir, `${written++}.rewritten.pdf`);
  writeFileSync(input, bytes);
  const verdict = await check.normalize(input, output, pdfLimitsFor(bytes.length));
  return { verdict, output, rewritten: verdict.kind === 'inert' ? readFileSync(output) : null };
}

// Each of these is a file a real reader would act on; the parser must see through every encoding,
// and what it keeps must hold nothing that any reader could act on.
describe('PDF corpus: active content in every construction is refused, or gone from what is kept', () => {
  it('has at least 45 malicious constructions', () => {
    expect(MALICIOUS_PDFS.length).toBeGreaterThanOrEqual(45);
  });

  it.each(MALICIOUS_PDFS.map((file) => [file.name, file] as const))('%s', async (_, file) => {
    const { verdict, output, rewritten } = await normalized(file.build());
    if (!rewritten) return expect(verdict.kind).not.toBe('inert');
    // Kept: qpdf read it cleanly and wrote it without what acted. A reader that goes front to back
    // (pdf-lib, which the pdf-worker merges with) finds nothing either, and neither does qpdf reading
    // the stored bytes as they are.
    expect(await findActiveContentLeniently(rewritten)).toBeNull();
    expect(await check.inspect(output, pdfLimitsFor(rewritten.length))).toEqual({ kind: 'inert' });
  });

  it('keeps only the files whose active part was never in what a conforming reader reads', async () => {
    const kept: string[] = [];
    for (const file of MALICIOUS_PDFS) if ((await normalized(file.build())).rewritten) kept.push(file.name);
    expect(kept.sort()).toEqual(
      [
        'a dead second definition of the page, with JavaScript when it opens (issue 25)',
        'a dead second definition of the page, with a Launch action when it opens',
        'a dead second definition of the page, with an embedded executable',
      ].sort(),
    );
  });
});

describe('PDF corpus: ordinary PDFs of many producers are accepted, and read the same after the rewrite', async () => {
  const files = await benignPdfs();

  it('has files of pdf-lib, qpdf, LibreOffice, cairo, Ghostscript and a scanner', () => {
    const names = files.map((file) => file.name).join(' ');
    for (const producer of ['pdf-lib', 'qpdf', 'libreoffice', 'cairo', 'ghostscript', 'img2pdf', 'PDF 2.0'])
      expect(names).toContain(producer);
  });

  it.each(files.map((file) => [file.name, file] as const))('%s', async (_, file) => {
    const original = file.build();
    const { verdict, output, rewritten } = await normalized(original);
    expect(verdict).toEqual({ kind: 'inert' });
    expect(await findActiveContentLeniently(rewritten!)).toBeNull();
    // The same pages, pixel for pixel, and the statement's own metadata (producer, dates).
    const source = join(dir, `${written++}.original.pdf`);
    writeFileSync(source, original);
    expect(renderedPages(output)).toEqual(renderedPages(source));
    expect(metadata(output)).toEqual(metadata(source));
  });
});

/** Every page rasterised by poppler at a low resolution, as bytes. */
function renderedPages(path: string): Buffer[] {
  const prefix = join(dir, `pages-${written++}`);
  execFileSync('pdftoppm', ['-r', '24', '-gray', path, prefix], { stdio: 'pipe' });
  const pages = readdirSync(dir)
    .filter((name) => name.startsWith(`${prefix.slice(dir.length + 1)}-`))
    .sort()
    .map((name) => readFileSync(join(dir, name)));
  expect(pages.length).toBeGreaterThan(0);
  return pages;
}

/** What pdfinfo reports of the document's metadata (not of the file: size, encryption, optimisation). */
function metadata(path: string): string[] {
  return execFileSync('pdfinfo', [path], { encoding: 'utf8', stdio: 'pipe' })
    .split('\n')
    .filter((line) =>
      /^(Title|Subject|Author|Creator|Producer|CreationDate|ModDate|Pages|Page size):/.test(line),
    );
}
