import {
  type ActionResult,
  ADMIN_API_MESSAGES,
  APPLICATION_ID_PATTERN,
  type ApplicationDetail,
  type ApplicationListResponse,
  type ApplicationRetryResponse,
  applicationListQuerySchema,
  MESSAGES,
  normalizeApplicationId,
} from '@funding/contracts';
import { retryFailedSteps, schema } from '@funding/platform';
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppEnv } from '../../app-env.ts';
import { recordAudit } from '../../audit.ts';
import { requireRole } from '../../auth/session.ts';
import { AppError } from '../../errors.ts';
import { readQuery } from '../../validate.ts';
import { listApplications } from './application-query.ts';
import { toApplicationDetail } from './application-records.ts';
import { deleteApplication } from './application-removal.ts';

/** The `{applicationId}` of the path (case and look-alike letters forgiven), or 404. */
export function applicationIdParam(value: string): string {
  const applicationId = normalizeApplicationId(value);
  if (!APPLICATION_ID_PATTERN.test(applicationId)) {
    throw new AppError('not_found', ADMIN_API_MESSAGES.applicationNotFound);
  }
  return applicationId;
}

/**
 * `/api/admin/applications`: every role reads (the full record is audited); admins and super
 * admins delete and retry.
 */
export const applicationRoutes = new Hono<AppEnv>()
  .get('/', async (c) => {
    const query = readQuery(c, applicationListQuerySchema);
    const page = await listApplications(c.get('deps').db, query);
    return c.json(page satisfies ApplicationListResponse);
  })
  .get('/:applicationId', async (c) => {
    const applicationId = applicationIdParam(c.req.param('applicationId'));
    const { db, cipher } = c.get('deps');
    const [row] = await db
      .select()
      .from(schema.applications)
      .where(eq(schema.applications.applicationId, applicationId));
    if (!row) throw new AppError('not_found', ADMIN_API_MESSAGES.applicationNotFound);
    const documents = await db
      .select({
        slot: schema.documents.slot,
        originalName: schema.documents.originalName,
        contentType: schema.documents.contentType,
        sizeBytes: schema.documents.sizeBytes,
      })
      .from(schema.documents)
      .where(eq(schema.documents.applicationId, row.id))
      .orderBy(schema.documents.slot);
    const detail = toApplicationDetail(row, documents, cipher);
    // Written before answering: no unaudited view of full SSNs and EINs.
    await recordAudit(c, { action: 'application_view', applicationId });
    return c.json(detail satisfies ApplicationDetail);
  })
  .delete('/:applicationId', requireRole('admin'), async (c) => {
    const applicationId = applicationIdParam(c.req.param('applicationId'));
    if (!(await deleteApplication(c, applicationId))) {
      throw new AppError('not_found', ADMIN_API_MESSAGES.applicationNotFound);
    }
    return c.json({ success: true, message: MESSAGES.applicationDeleted } satisfies ActionResult);
  })
  .post('/:applicationId/retry', requireRole('admin'), async (c) => {
    const applicationId = applicationIdParam(c.req.param('applicationId'));
    const result = await retryFailedSteps(c.get('deps'), applicationId);
    if (!result) throw new AppError('not_found', ADMIN_API_MESSAGES.applicationNotFound);
    if (result.requeued.length === 0) throw new AppError('conflict', ADMIN_API_MESSAGES.nothingToRetry);
    await recordAudit(c, { action: 'application_retry', applicationId, detail: { steps: result.requeued } });
    return c.json({
      success: true,
      message: ADMIN_API_MESSAGES.retryStarted,
      retried: result.requeued,
    } satisfies ApplicationRetryResponse);
  });
