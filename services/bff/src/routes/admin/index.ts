import { Hono } from 'hono';
import type { AppEnv } from '../../app-env.ts';

/** `/api/admin/*`: every route here requires a signed-in admin (issue 5). */
export const adminRoutes = new Hono<AppEnv>();
