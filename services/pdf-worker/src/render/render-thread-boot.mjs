// The render threads' entry (render-pool.ts), when the services run from their TypeScript
// (@funding/platform/thread-boot). In the bundled image this file is render-thread.ts itself.
import { threadModule } from '@funding/platform/thread-boot';

export default await threadModule('render-thread-boot', new URL('./render-thread.ts', import.meta.url));
