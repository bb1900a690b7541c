import { corruptPdf, encryptedPdf, jpeg, png, textPdf } from '@funding/platform/testing/documents';
import { describe, expect, it } from 'vitest';
import { SCRIPT_NAMES } from '../testing/names.ts';
import { pdfToText } from '../testing/poppler.ts';
import { readPdf } from '../testing/read-pdf.ts';
import {
  layOutSummary,
  MASKED_SUMMARY_DOCUMENTS_NOTE,
  renderApplicationPdf,
} from './render-application-pdf.ts';
import type { RenderDocument, RenderRequest } from './render-types.ts';
import { REGULAR_SPACING } from './summary-writer.ts';

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
      maskedContent: content,
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
    // pdf.js reads the glyphs: the emoji no font has is drawn as U+FFFD; pdftotext honours the
    // ActualText that holds the emoji itself.
    expect(summary).toContain('Zoë’s Bakery \ufffd LLC');
    expect((await pdfToText(result.pdf))[0]).toContain('Zoë’s Bakery 🍞 LLC');
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
      maskedContent: content,
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

  it('prints names in every script, each exactly as typed', async () => {
    const names = Object.values(SCRIPT_NAMES);
    const result = await renderApplicationPdf({
      maskedContent: content,
      content: {
        ...content,
        sections: [
          { title: 'Owners', rows: names.map((name, i) => ({ label: `Owner ${i + 1}`, value: name })) },
          {
            title: 'Signatures',
            rows: [{ label: 'Owner Signature', value: SCRIPT_NAMES.greek, signature: true }],
          },
        ],
      },
      documents: [document('Photo', 'png', png(40, 30))],
    });
    for (const pdf of [result.pdf, result.summaryPdf]) {
      const lines = (await pdfToText(pdf)).join('\n').split('\n');
      for (const name of [...names, SCRIPT_NAMES.greek]) expect(lines).toContain(name);
    }
  });

  it('wraps long values inside the page: a 200-character name, a 255-character file name without spaces', async () => {
    const businessName = `${'Ñandú Đặng Øresund Artisanal Bakery Holdings 北京 '.repeat(5)}`.slice(0, 200);
    const fileName = `${'bank_statement_march_'.repeat(13)}`.slice(0, 251).concat('.png');
    const result = await renderApplicationPdf({
      maskedContent: content,
      content: {
        ...content,
        sections: [
          { title: 'Business Information', rows: [{ label: 'Business Name', value: businessName }] },
          { title: 'Signatures', rows: [{ label: 'Owner Signature', value: businessName, signature: true }] },
        ],
      },
      documents: [{ ...document('Photo', 'png', png(400, 300)), originalName: fileName }],
    });
    const pdf = await readPdf(result.pdf);
    for (const [page, items] of pdf.pageItems.entries()) {
      const [width] = pdf.pageSizes[page]!;
      for (const item of items) {
        expect(item.x, item.text).toBeGreaterThanOrEqual(36);
        expect(item.x + item.width, item.text).toBeLessThanOrEqual(width - 36);
      }
    }
    // Nothing lost to the wrapping: the name in the summary and twice more, the file name in the
    // document list and in the caption of the image page (pdf.js breaks text items at font changes).
    const text = (await pdfToText(result.pdf)).join('').replace(/\s+/g, '');
    const compact = (value: string) => value.replace(/\s+/g, '');
    expect(text.split(compact(fileName))).toHaveLength(3);
    expect(text.split(compact(businessName)).length).toBeGreaterThanOrEqual(3);
  });

  it('carries bookmarks: the summary, then each attached document by its slot at its first page', async () => {
    const result = await renderApplicationPdf({
      content,
      maskedContent: content,
      documents: [
        document('Bank Statement (Most Recent Month)', 'pdf', await textPdf(['One', 'Two'])),
        document('Bank Statement (2nd Most Recent Month)', 'pdf', corruptPdf()),
        document('Additional Document 1', 'png', png(300, 200)),
      ],
    });
    const first = result.summaryPageCount;
    expect((await readPdf(result.pdf)).bookmarks).toEqual([
      { title: 'Summary', pageIndex: 0 },
      { title: 'Bank Statement (Most Recent Month)', pageIndex: first },
      // The damaged statement has no page, so no bookmark.
      { title: 'Additional Document 1', pageIndex: first + 2 },
    ]);
    expect((await readPdf(result.summaryPdf)).bookmarks).toEqual([{ title: 'Summary', pageIndex: 0 }]);
  });

  it('renders the masked summary (viewers and agents) from the content it is given, with no document in it', async () => {
    const masked = {
      ...content,
      sections: [...content.sections, { title: 'Owner 1', rows: [{ label: 'SSN', value: '***-**-6789' }] }],
    };
    const result = await renderApplicationPdf({
      content,
      maskedContent: masked,
      documents: [document('Bank Statement (Most Recent Month)', 'pdf', await textPdf(['Statement text']))],
    });
    const copy = await readPdf(result.maskedSummaryPdf);
    const text = copy.pageTexts.join(' ');
    expect(text).toContain('***-**-6789');
    expect(text).not.toContain('Statement text');
    expect((await pdfToText(result.maskedSummaryPdf)).join(' ').replace(/\s+/g, ' ')).toContain(
      MASKED_SUMMARY_DOCUMENTS_NOTE.slice(0, 60),
    );
    expect(copy.imagePages).toEqual([]);
    expect(copy.bookmarks).toEqual([{ title: 'Summary', pageIndex: 0 }]);
  });

  it('lays a summary out again when it would spill a single row onto a page of its own', async () => {
    const rowsOf = (count: number) => ({
      ...content,
      sections: [
        {
          title: 'Business Information',
          rows: Array.from({ length: count }, (_, i) => ({
            label: `Field ${i + 1}`,
            value: `Value ${i + 1}`,
          })),
        },
      ],
    });
    const listed = { kind: 'listed' as const, documents: [] };
    const texts = ['Field', 'Value', 'No documents were uploaded with this application.'];
    // The first number of rows whose regular layout ends on a page holding one line alone.
    let count = 30;
    const regular = (rows: number) => layOutSummary(rowsOf(rows), listed, texts, [REGULAR_SPACING]);
    while (!(await regular(count)).endsWithLoneRow) count++;
    const spilled = await regular(count);
    const laidOut = await layOutSummary(rowsOf(count), listed, texts);
    expect(laidOut.pageCount).toBe(spilled.pageCount - 1);
    expect(laidOut.endsWithLoneRow).toBe(false);
    // Every row is still there.
    const saved = await readPdf(await laidOut.doc.save());
    expect(saved.pageTexts.join(' ')).toContain(`Value ${count}`);
    expect(saved.pageTexts.join(' ')).toContain('No documents were uploaded');
  });
});
