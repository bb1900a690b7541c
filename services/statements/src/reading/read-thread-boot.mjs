// The reader threads' entry (read-pool.ts). Services run as `node --import tsx main.ts`, but a
// worker thread does not get tsx's loader that way, and under vitest there is no tsx flag at all;
// registering tsx here loads the TypeScript the same way in both. In a bundled image this file is
// read-thread.ts itself.
import { register } from 'tsx/esm/api';

register();
export default (await import('./read-thread.ts')).default;
