import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { benignPdfs } from '../../testing/pdf-corpus/benign.ts';
import { MALICIOUS_PDFS } from '../../testing/pdf-corpus/malicious.ts';
import { inspectPdf } from './inspect-pdf.ts';

const dir = mkdtempSync(join(tmpdir(), 'pdf-corpus-test-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let written = 0;
const onDisk = (bytes: Buffer) => {
  const path = join(dir, `${written++}.pdf`);
  writeFileSync(path, bytes);
  return path;
};

// Each of these is a file a real reader would act on; the parser must see through every encoding.
describe('PDF corpus: active content in every construction is refused', () => {
  it('has at least 25 malicious constructions', () => {
    expect(MALICIOUS_PDFS.length).toBeGreaterThanOrEqual(25);
  });

  it.each(MALICIOUS_PDFS.map((file) => [file.name, file] as const))('refuses: %s', async (_, file) => {
    const verdict = await inspectPdf(onDisk(file.build()));
    expect(verdict.kind, JSON.stringify(verdict)).not.toBe('inert');
  });

  it('reads every malicious file it can parse and names what it found, not just "unreadable"', async () => {
    const unreadable: string[] = [];
    for (const file of MALICIOUS_PDFS) {
      const verdict = await inspectPdf(onDisk(file.build()));
      if (verdict.kind === 'unreadable') unreadable.push(file.name);
    }
    // Only the file without any trailer is beyond repair; every other one is refused for what it does.
    expect(unreadable).toEqual(['no xref and no trailer at all']);
  });
});

describe('PDF corpus: ordinary PDFs of many producers are accepted', async () => {
  const files = await benignPdfs();

  it('has files of pdf-lib, qpdf, LibreOffice, cairo, Ghostscript and a scanner', () => {
    const names = files.map((file) => file.name).join(' ');
    for (const producer of ['pdf-lib', 'qpdf', 'libreoffice', 'cairo', 'ghostscript', 'img2pdf', 'PDF 2.0'])
      expect(names).toContain(producer);
  });

  it.each(files.map((file) => [file.name, file] as const))('accepts: %s', async (_, file) => {
    expect(await inspectPdf(onDisk(file.build()))).toEqual({ kind: 'inert' });
  });
});
