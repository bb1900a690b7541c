// The check threads' entry (pdf-check.ts). Services run as `node --import tsx main.ts`, but a
// worker thread does not get tsx's loader that way, and under vitest there is no tsx flag at all;
// registering tsx here loads the TypeScript the same way in both. In the bundled images this file
// is check-thread.ts itself (scripts/bundle-services.ts).
import { register } from 'tsx/esm/api';

register();
export default (await import('./check-thread.ts')).default;
