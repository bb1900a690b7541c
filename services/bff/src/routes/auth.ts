import { Hono } from 'hono';
import type { AppEnv } from '../app-env.ts';

/** `/api/auth/*`: login, verify, logout (issue 5). */
export const authRoutes = new Hono<AppEnv>();
