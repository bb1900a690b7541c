// The only way in to schemas.ts, so that it stays a separate chunk; loads once, then resolves at once.
export const loadSchemas = () => import('./schemas');
