// The reader threads' entry (read-pool.ts). Services run as `node --import tsx main.ts`, but a
// worker thread does not get tsx's loader that way, and under vitest there is no tsx flag at all;
// registering tsx here loads the TypeScript the same way in both. pdf.js (3 MB of JavaScript) is
// loaded first, by Node itself: through tsx's loader, with its source maps, it took seconds of CPU
// per thread. In a bundled image this file is read-thread.ts itself.
import 'pdfjs-dist/legacy/build/pdf.mjs';
import 'pdfjs-dist/legacy/build/pdf.worker.mjs';
import { register } from 'tsx/esm/api';

register();
export default (await import('./read-thread.ts')).default;
