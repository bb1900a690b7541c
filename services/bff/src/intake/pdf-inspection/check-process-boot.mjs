// The PDF check process's entry (check-process.ts forks it). The BFF runs as `node --import tsx
// main.ts` locally, and under vitest there is no tsx flag at all; the process is forked without the
// parent's flags, so registering tsx here loads the TypeScript the same way in both. In the image
// the process is bundled under this name (scripts/bundle-services.ts), so no loader is needed.
import { register } from 'tsx/esm/api';

register();
await import('./check-process-main.ts');
