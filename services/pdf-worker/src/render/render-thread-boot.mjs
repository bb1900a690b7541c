// The render thread's entry. Services run as `node --import tsx main.ts`, but a worker thread
// started from a .ts file does not get tsx's loader that way (tried on Node 20: "Unknown file
// extension .ts"), and under vitest there is no tsx flag at all; registering tsx here loads the
// TypeScript render code the same way in both.
import { register } from 'tsx/esm/api';

register();
await import('./render-thread.ts');
