// The check threads' entry (pdf-check.ts), when the services run from their TypeScript
// (../thread-boot.mjs). In the bundled images this file is check-thread.ts itself.
import { threadModule } from '../thread-boot.mjs';

export default await threadModule('check-thread-boot', new URL('./check-thread.ts', import.meta.url));
