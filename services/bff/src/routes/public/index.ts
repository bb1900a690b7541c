import { Hono } from 'hono';
import type { AppEnv } from '../../app-env.ts';

/** The applicant-facing API: agent lookup and application submission (issue 3). */
export const publicRoutes = new Hono<AppEnv>();
