import { noStore } from '../../auth/no-store.ts';
import { requireSession } from '../../auth/session.ts';
import { routeApp } from '../../openapi/route-app.ts';
import { queueViewRoutes } from '../../queue-view/index.ts';
import { adminAgentRoutes } from './agents.ts';
import { adminAnalyticsRoutes } from './analytics.ts';
import { adminApplicationBulkRoutes } from './applications/bulk-changes.ts';
import { adminDocumentRequestRoutes } from './applications/document-requests.ts';
import { adminApplicationDownloadRoutes } from './applications/downloads.ts';
import { adminApplicationExportRoutes } from './applications/export.ts';
import { adminApplicationRoutes } from './applications/index.ts';
import { adminPersonalDataRoutes } from './applications/personal-data.ts';
import { adminApplicationRetentionRoutes } from './applications/retention.ts';
import { adminApplicationReviewRoutes } from './applications/review.ts';
import { adminStatementRoutes } from './applications/statements.ts';
import { adminTimelineRoutes } from './applications/timeline.ts';
import { adminAssigneeRoutes } from './assignees.ts';
import { adminAuditLogRoutes } from './audit-log.ts';
import { adminSecondFactorRoutes } from './second-factor.ts';
import { adminUserRoutes } from './users.ts';

/**
 * `/api/admin/*`: every route requires a signed-in admin. Order matters: the download routes come
 * before the session check because they also accept a single-use link instead of the header (they
 * check either themselves); everything registered after `requireSession` needs the header.
 */
export const adminRoutes = routeApp();
adminRoutes
  .route('/queues', queueViewRoutes) // super admins' queue view: its own access checks and caching
  .use(noStore)
  .route('/applications', adminApplicationDownloadRoutes)
  .use(requireSession)
  // Before the `/{applicationId}` routes, which would take `export` or `bulk` for an application id.
  .route('/applications', adminApplicationExportRoutes)
  .route('/applications', adminApplicationBulkRoutes)
  .route('/applications', adminApplicationRoutes)
  .route('/applications', adminApplicationReviewRoutes)
  .route('/applications', adminPersonalDataRoutes)
  .route('/applications', adminStatementRoutes)
  .route('/applications', adminTimelineRoutes)
  .route('/applications', adminApplicationRetentionRoutes)
  .route('/assignees', adminAssigneeRoutes)
  .route('/applications', adminDocumentRequestRoutes)
  .route('/agents', adminAgentRoutes)
  .route('/users', adminUserRoutes)
  .route('/second-factor', adminSecondFactorRoutes)
  .route('/analytics', adminAnalyticsRoutes)
  .route('/audit-log', adminAuditLogRoutes);
