import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { textPdf } from '@funding/platform/testing/documents';
import { afterEach, describe, expect, it } from 'vitest';
import { bulkyPdf } from '../testing/fixtures.ts';
import { readPdf } from '../testing/read-pdf.ts';
import { RENDER_THREAD_NICENESS } from './lower-thread-priority.ts';
import { createRenderPool, type RenderPool } from './render-pool.ts';
import type { RenderRequest } from './render-types.ts';

const content = {
  title: 'Funding Application',
  providerName: 'Acme Capital',
  applicationId: 'FA-7K3QD-9XW2M',
  submittedAt: '2026-11-20 14:03 UTC',
  sections: [{ title: 'Business Information', rows: [{ label: 'Business Name', value: 'Pooled Bakery' }] }],
};

const withStatement = async (): Promise<RenderRequest> => {
  const bytes = new Uint8Array(await textPdf(['Statement page']));
  return {
    content,
    maskedContent: content,
    documents: [
      { label: 'Statement', originalName: 's.pdf', kind: 'pdf', sizeBytes: bytes.byteLength, bytes },
    ],
  };
};

let pool: RenderPool | undefined;
afterEach(() => pool?.close());

const options = {
  threads: 1,
  timeoutMs: 30_000,
  maxMemoryMb: 256,
  recycleAfterRenders: 100,
  onError: () => {},
};

describe('render pool', () => {
  it('renders in a persistent thread and takes the document bytes over instead of copying them', async () => {
    pool = createRenderPool(options);
    const request = await withStatement();
    const result = await pool.render(request);
    expect(request.documents[0]!.bytes.byteLength).toBe(0); // transferred to the thread
    const pdf = await readPdf(result.pdf);
    expect(pdf.pageTexts[0]).toContain('Pooled Bakery');
    expect(pdf.pageTexts.at(-1)).toContain('Statement page');
  });

  it.runIf(existsSync('/proc/self/task'))(
    'renders at a lower CPU priority than the event loop, in its own thread only',
    async () => {
      const niceOf = (task: string) => {
        const stat = readFileSync(`/proc/self/task/${task}/stat`, 'utf8');
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
      };
      const before = new Set(readdirSync('/proc/self/task'));
      const eventLoopNice = niceOf(String(process.pid));
      pool = createRenderPool({ ...options, threads: 2 });
      await pool.render(await withStatement());
      const started = readdirSync('/proc/self/task').filter((task) => !before.has(task));
      const lowered = started.filter(
        (task) => niceOf(task) === Math.min(19, eventLoopNice + RENDER_THREAD_NICENESS),
      );
      // The two render threads (and any helper thread they start, which inherits it); this thread,
      // the event loop, keeps its priority.
      expect(lowered.length).toBeGreaterThanOrEqual(2);
      expect(niceOf(String(process.pid))).toBe(eventLoopNice);
    },
  );

  it('stops a render past its time bound, replaces the thread and goes on', async () => {
    pool = createRenderPool({ ...options, timeoutMs: 1 });
    await expect(pool.render(await withStatement())).rejects.toThrow(/took longer than 1 ms/);
    await pool.close();
    pool = createRenderPool(options);
    await expect(pool.render(await withStatement())).resolves.toMatchObject({ summaryPageCount: 1 });
  });

  it('fails a render that runs out of heap without ending the process, and renders the next one', async () => {
    // Two million numbers parse into more objects than a 32 MB heap holds.
    pool = createRenderPool({ ...options, maxMemoryMb: 32 });
    const pages = bulkyPdf(2_000_000);
    const heavy: RenderRequest = {
      content,
      maskedContent: content,
      documents: [
        { label: 'Long', originalName: 'long.pdf', kind: 'pdf', sizeBytes: pages.byteLength, bytes: pages },
      ],
    };
    const outcome = await pool.render(heavy).then(
      () => 'rendered',
      (error: Error) => error.message,
    );
    expect(outcome).toMatch(/memory limit/);
    const next = await pool.render(await withStatement());
    expect(next.summaryPageCount).toBe(1);
  });

  it('replaces its threads after the given number of renders and keeps rendering', async () => {
    pool = createRenderPool({ ...options, recycleAfterRenders: 2 });
    for (let i = 0; i < 5; i++) await expect(pool.render(await withStatement())).resolves.toBeDefined();
  });
});
