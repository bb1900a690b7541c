import { loadChunk } from '../new-build/new-build-reload';

// The only way in to schemas.ts, so that it stays a separate chunk; loads once, then resolves at once.
const importSchemas = () => import('./schemas');

/** When the schemas are needed: a file gone with a deploy reloads into the new build. */
export const loadSchemas = () => loadChunk(importSchemas);

/** Ahead of need, in the background: a failure is left for the moment they are needed. */
export const prefetchSchemas = () => void importSchemas().catch(() => undefined);
