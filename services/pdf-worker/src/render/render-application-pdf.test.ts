import { describe, expect, it } from 'vitest';
import { corruptPdf, encryptedPdf, jpeg, png, textPdf } from '../testing/fixtures.ts';
import { readPdf } from '../testing/read-pdf.ts';
import { renderApplicationPdf } from './render-application-pdf.ts';
import type { RenderDocument, RenderRequest } from './render-types.ts';

const content: RenderRequest['content'] = {
  title: 'Funding Application',
  providerName: 'Acme Capital',
  applicationId: 'FA-7K3QD-9XW2M',
  submittedAt: '2026-11-20 14:03 UTC',
  sections: [
    {
      title: 'Business Information',
      rows: [
        { label: 'Business Name', value: 'Zoë’s Bakery 🍞 LLC' },
        { label: 'DBA', value: 'A very long trade name '.repeat(12) },
      ],
    },
    { title: 'Authorization', paragraphs: ['You authorize Acme Capital to do things. '.repeat(40)] },
    { title: 'Signatures', rows: [{ label: 'Owner Signature', value: 'Maria Lopez', signature: true }] },
  ],
};

const document = (label: string, kind: RenderDocument['kind'], bytes: Uint8Array): RenderDocument => ({
  label,
  originalName: `${label}.${kind ?? 'bin'}`,
  kind,
  sizeBytes: bytes.byteLength,
  bytes,
});

describe('renderApplicationPdf', () => {
  it('puts the summary first, then the pages of uploaded PDFs and one page per image', async () => {
    const result = await renderApplicationPdf({
      content,
      documents: [
        document('Statement', 'pdf', await textPdf(['Statement page one', 'Statement page two'])),
        document('Photo', 'png', png(300, 200)),
        document('Scan', 'jpeg', jpeg()),
      ],
    });
    const pdf = await readPdf(result.pdf);
    expect(result.pageCount).toBe(result.summaryPageCount + 4);
    expect(pdf.pageCount).toBe(result.pageCount);
    const summary = pdf.pageTexts.slice(0, result.summaryPageCount).join(' ');
    // Characters the standard fonts cannot draw become '?', the rest survive.
    expect(summary).toContain('Zoë’s Bakery ? LLC');
    expect(summary).toContain('FA-7K3QD-9XW2M');
    expect(summary).toContain('Attached: 2 pages');
    const first = result.summaryPageCount;
    expect(pdf.pageTexts[first]).toContain('Statement page one');
    expect(pdf.pageTexts[first + 1]).toContain('Statement page two');
    expect(pdf.imagePages).toEqual([first + 2, first + 3]);
    expect(result.documents.map((d) => d.pages)).toEqual([2, 1, 1]);

    const summaryOnly = await readPdf(result.summaryPdf);
    expect(summaryOnly.pageCount).toBe(result.summaryPageCount);
    expect(result.summaryPdf.byteLength).toBeLessThan(result.pdf.byteLength);
  });

  it('lists a corrupt or encrypted PDF as not embeddable and still produces the PDF', async () => {
    const result = await renderApplicationPdf({
      content,
      documents: [
        document('Broken', 'pdf', corruptPdf()),
        document('Locked', 'pdf', encryptedPdf()),
        document('Good', 'pdf', await textPdf(['Good page'])),
        document('Unknown', null, new Uint8Array([1, 2, 3])),
        { ...document('Gone', 'pdf', new Uint8Array(0)), unavailable: 'the stored file is missing' },
      ],
    });
    expect(
      result.documents.map(({ label, pages, error }) => ({ label, pages, failed: Boolean(error) })),
    ).toEqual([
      { label: 'Broken', pages: 0, failed: true },
      { label: 'Locked', pages: 0, failed: true },
      { label: 'Good', pages: 1, failed: false },
      { label: 'Unknown', pages: 0, failed: true },
      { label: 'Gone', pages: 0, failed: true },
    ]);
    expect(result.documents[1]?.error).toMatch(/encrypted/);
    const pdf = await readPdf(result.pdf);
    expect(pdf.pageCount).toBe(result.summaryPageCount + 1);
    expect(pdf.pageTexts.join(' ')).toContain('Not embeddable: the PDF is encrypted or password-protected');
  });
});
