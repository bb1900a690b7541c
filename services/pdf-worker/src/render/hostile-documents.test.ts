import { textPdf } from '@funding/platform/testing/documents';
import { afterAll, describe, expect, it } from 'vitest';
import { deeplyNestedPdf, jpegDeclaring, manyPagesPdf, pngDeclaring } from '../testing/fixtures.ts';
import { readPdf } from '../testing/read-pdf.ts';
import { MAX_DOCUMENT_PAGES } from './documents.ts';
import { createRenderPool } from './render-pool.ts';
import type { RenderDocument } from './render-types.ts';

const content = {
  title: 'Funding Application',
  providerName: 'Acme Capital',
  applicationId: 'FA-7K3QD-9XW2M',
  submittedAt: '2026-11-20 14:03 UTC',
  sections: [{ title: 'Business Information', rows: [{ label: 'Business Name', value: 'Hostile Bakery' }] }],
};
const renderer = createRenderPool({
  threads: 1,
  timeoutMs: 60_000,
  maxMemoryMb: 512,
  recycleAfterRenders: 100,
  onError: () => {},
});
afterAll(() => renderer.close());

const upload = (label: string, kind: RenderDocument['kind'], bytes: Uint8Array): RenderDocument => ({
  label,
  originalName: `${label}.${kind}`,
  kind,
  sizeBytes: bytes.byteLength,
  bytes,
});

describe('documents built to exhaust the renderer', () => {
  it('lists each one with the reason and still renders the package, without running out of memory', async () => {
    const result = await renderer.render({
      content,
      maskedContent: content,
      documents: [
        upload('Huge PNG', 'png', pngDeclaring(30_000, 30_000)),
        upload('Huge JPEG', 'jpeg', jpegDeclaring(65_535, 65_535)),
        upload('Many pages', 'pdf', await manyPagesPdf(MAX_DOCUMENT_PAGES + 1)),
        upload('Deep', 'pdf', deeplyNestedPdf(100_000)),
        upload('Fine', 'pdf', await textPdf(['A fine statement'])),
      ],
    });
    expect(result.documents.map(({ label, pages, error }) => ({ label, pages, error }))).toEqual([
      { label: 'Huge PNG', pages: 0, error: 'the image is too large to embed' },
      { label: 'Huge JPEG', pages: 0, error: 'the image is too large to embed' },
      { label: 'Many pages', pages: 0, error: 'the PDF has too many pages to embed' },
      { label: 'Deep', pages: 0, error: expect.stringMatching(/damaged or unreadable|no readable pages/) },
      { label: 'Fine', pages: 1, error: undefined },
    ]);
    const pdf = await readPdf(result.pdf);
    expect(pdf.pageCount).toBe(result.summaryPageCount + 1);
    expect(pdf.pageTexts.join(' ')).toContain('Not embeddable: the image is too large to embed');
  }, 120_000);
});
