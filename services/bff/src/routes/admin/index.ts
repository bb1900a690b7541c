import { Hono } from 'hono';
import type { AppEnv } from '../../app-env.ts';
import { noStore } from '../../auth/no-store.ts';
import { requireSession } from '../../auth/session.ts';
import { queueViewRoutes } from '../../queue-view/index.ts';
import { agentRoutes } from './agents.ts';
import { analyticsRoutes } from './analytics.ts';
import { applicationDownloadRoutes } from './application-downloads.ts';
import { applicationRoutes } from './applications.ts';
import { auditLogRoutes } from './audit-log.ts';
import { secondFactorRoutes } from './second-factor.ts';
import { userRoutes } from './users.ts';

/**
 * `/api/admin/*`: every route requires a signed-in admin. Order matters: the download routes come
 * before the session check because they also accept a single-use link instead of the header (they
 * check either themselves); everything registered after `requireSession` needs the header.
 */
export const adminRoutes = new Hono<AppEnv>()
  .route('/queues', queueViewRoutes) // super admins' queue view: its own access checks and caching
  .use(noStore)
  .route('/applications', applicationDownloadRoutes)
  .use(requireSession)
  .route('/applications', applicationRoutes)
  .route('/agents', agentRoutes)
  .route('/users', userRoutes)
  .route('/second-factor', secondFactorRoutes)
  .route('/analytics', analyticsRoutes)
  .route('/audit-log', auditLogRoutes);
