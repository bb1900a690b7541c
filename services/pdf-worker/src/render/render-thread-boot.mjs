// The render threads' entry (render-pool.ts). Services run as `node --import tsx main.ts`, but a
// worker thread does not get tsx's loader that way (tried on Node 20: "Unknown file extension
// .ts"), and under vitest there is no tsx flag at all; registering tsx here loads the TypeScript
// render code the same way in both. In the bundled image this file is render-thread.ts itself.
import { register } from 'tsx/esm/api';

register();
export default (await import('./render-thread.ts')).default;
