// The reader threads' entry (read-pool.ts), when the services run from their TypeScript
// (@funding/platform/thread-boot). In a bundled image this file is read-thread.ts itself.
import { threadModule } from '@funding/platform/thread-boot';

// pdf.js (3 MB of JavaScript) is loaded first, by Node itself: through tsx's loader, with its
// source maps, it took seconds of CPU per thread.
export default await threadModule(
  'read-thread-boot',
  new URL('./read-thread.ts', import.meta.url),
  async () => {
    await import('pdfjs-dist/legacy/build/pdf.mjs');
    await import('pdfjs-dist/legacy/build/pdf.worker.mjs');
  },
);
