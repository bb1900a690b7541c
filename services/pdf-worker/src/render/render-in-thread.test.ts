import { describe, expect, it } from 'vitest';
import { textPdf } from '../testing/fixtures.ts';
import { readPdf } from '../testing/read-pdf.ts';
import { renderInThread } from './render-in-thread.ts';

const content = {
  title: 'Funding Application',
  providerName: 'Acme Capital',
  applicationId: 'FA-7K3QD-9XW2M',
  submittedAt: '2026-11-20 14:03 UTC',
  sections: [{ title: 'Business Information', rows: [{ label: 'Business Name', value: 'Threaded Bakery' }] }],
};

describe('renderInThread', () => {
  it('renders in a worker thread and takes the document bytes over instead of copying them', async () => {
    const bytes = new Uint8Array(await textPdf(['Statement page']));
    const result = await renderInThread(
      {
        content,
        documents: [
          { label: 'Statement', originalName: 's.pdf', kind: 'pdf', sizeBytes: bytes.byteLength, bytes },
        ],
      },
      { timeoutMs: 20_000, maxMemoryMb: 256 },
    );
    expect(bytes.byteLength).toBe(0); // transferred to the thread
    const pdf = await readPdf(result.pdf);
    expect(pdf.pageTexts[0]).toContain('Threaded Bakery');
    expect(pdf.pageTexts.at(-1)).toContain('Statement page');
  });

  it('stops a render that takes longer than its bound', async () => {
    await expect(
      renderInThread({ content, documents: [] }, { timeoutMs: 1, maxMemoryMb: 256 }),
    ).rejects.toThrow(/took longer than 1 ms/);
  });
});
