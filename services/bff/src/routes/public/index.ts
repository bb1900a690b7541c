import { Hono } from 'hono';
import type { AppEnv } from '../../app-env.ts';
import { agentRoutes } from './agents.ts';
import { applicationRoutes } from './applications.ts';

/** The applicant-facing API: agent lookup and application submission. */
export const publicRoutes = new Hono<AppEnv>().route('/', agentRoutes).route('/', applicationRoutes);
