// The judge thread's entry. The BFF runs as `node --import tsx main.ts` locally, but a worker
// thread started from a .ts file does not get tsx's loader that way, and under vitest there is no
// tsx flag at all; registering tsx here loads the TypeScript the same way in both. In the image
// the thread is bundled under this name (scripts/bundle-services.ts), so no loader is needed.
import { register } from 'tsx/esm/api';

register();
await import('./judge-thread.ts');
