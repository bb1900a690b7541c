import { createLogger } from '@funding/platform';
import type { PipelineTestContext } from '@funding/platform/testing/pipeline';
import { createPackageCheck } from '../package-check.ts';
import { createPdfJobProcessor } from '../pdf-job.ts';
import { createRenderPool } from '../render/render-pool.ts';

/**
 * The `pdf` step as the pdf-worker runs it, in the test process, for tests of other packages that
 * follow an application through the pipeline: hand `processor` to `startTestWorker`, then `close`.
 */
export function pdfStepInProcess(context: PipelineTestContext, providerName = 'Acme Capital') {
  const renderer = createRenderPool({
    threads: 1,
    timeoutMs: 30_000,
    maxMemoryMb: 512,
    recycleAfterRenders: 100,
    onError: () => {},
  });
  const packageCheck = createPackageCheck(() => {});
  const processor = createPdfJobProcessor({
    db: context.db,
    storage: context.storage,
    queues: context.queues,
    cipher: context.cipher,
    logger: createLogger({ name: 'pdf-step-test', level: 'silent' }),
    providerName,
    renderer,
    packageCheck,
  });
  return {
    processor,
    async close() {
      await renderer.close();
      await packageCheck.close();
    },
  };
}
