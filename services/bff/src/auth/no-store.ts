import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../app-env.ts';

/** Admin answers (tokens, personal data, files) must not be kept by browsers or proxies. */
export const noStore = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  c.header('Cache-Control', 'no-store');
  c.header('Pragma', 'no-cache');
});
