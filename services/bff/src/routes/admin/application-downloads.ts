import { Readable } from 'node:stream';
import {
  ADMIN_API_MESSAGES,
  type DownloadableFile,
  type DownloadLinkResponse,
  downloadLinkRequestSchema,
  isUploadSlot,
} from '@funding/contracts';
import { schema } from '@funding/platform';
import { and, eq } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import type { AppEnv } from '../../app-env.ts';
import { recordAudit } from '../../audit.ts';
import { createDownloadToken } from '../../auth/download-links.ts';
import { requireSession } from '../../auth/session.ts';
import { AppError } from '../../errors.ts';
import { readJson } from '../../validate.ts';
import { applicationIdParam } from './applications.ts';
import { contentDisposition } from './content-disposition.ts';
import { authorizeDownload } from './download-auth.ts';

interface StoredFile {
  key: string;
  contentType: string;
  sizeBytes: number | null;
  fileName: string;
}

/** Where `file` of an application is stored; 404 when there is no such application or document, 409 while the PDF is not ready. */
async function findStoredFile(
  c: Context<AppEnv>,
  applicationId: string,
  file: DownloadableFile,
): Promise<StoredFile> {
  const { db } = c.get('deps');
  const { applications, documents } = schema;
  const [row] = await db
    .select({
      id: applications.id,
      businessName: applications.businessName,
      pdfStatus: applications.pdfStatus,
      pdfKey: applications.pdfKey,
    })
    .from(applications)
    .where(eq(applications.applicationId, applicationId));
  if (!row) throw new AppError('not_found', ADMIN_API_MESSAGES.applicationNotFound);
  if (file === 'pdf') {
    if (row.pdfStatus === 'failed') throw new AppError('conflict', ADMIN_API_MESSAGES.pdfFailed);
    if (row.pdfStatus !== 'done' || !row.pdfKey)
      throw new AppError('conflict', ADMIN_API_MESSAGES.pdfNotReady);
    return {
      key: row.pdfKey,
      contentType: 'application/pdf',
      // Not from the row: a re-run overwrites the object before the row records the new size.
      sizeBytes: null,
      fileName: `${applicationId} ${row.businessName}.pdf`,
    };
  }
  const [document] = await db
    .select()
    .from(documents)
    .where(and(eq(documents.applicationId, row.id), eq(documents.slot, file)));
  if (!document) throw new AppError('not_found', ADMIN_API_MESSAGES.documentNotFound);
  return {
    key: document.storageKey,
    contentType: document.contentType,
    sizeBytes: document.sizeBytes,
    fileName: document.originalName,
  };
}

/** Serves a stored file after checking who asks and writing the audit entry. */
async function serveFile(c: Context<AppEnv>, file: DownloadableFile) {
  const applicationId = applicationIdParam(c.req.param('applicationId') ?? '');
  const { admin, via } = await authorizeDownload(c, applicationId, file);
  c.set('admin', admin);
  const stored = await findStoredFile(c, applicationId, file);
  const attachment = c.req.query('download') === 'true';
  const { storage } = c.get('deps');
  const body = await storage.client
    .getObject(storage.bucket, stored.key)
    .catch((error: { code?: string }) => {
      if (error.code === 'NoSuchKey') throw new AppError('not_found', ADMIN_API_MESSAGES.documentNotFound);
      throw error;
    });
  try {
    await recordAudit(c, {
      action: file === 'pdf' ? 'pdf_download' : 'document_download',
      applicationId,
      detail: { file, via, attachment },
    });
  } catch (error) {
    body.destroy();
    throw error;
  }
  c.header('Content-Type', stored.contentType);
  if (stored.sizeBytes !== null) c.header('Content-Length', String(stored.sizeBytes));
  c.header('Content-Disposition', contentDisposition(attachment ? 'attachment' : 'inline', stored.fileName));
  // Shown in a tab: the file runs in a sandbox (an opaque origin, no scripts, no forms), so even a
  // PDF the intake could not judge cannot act as our origin. Stricter than the app's own policy,
  // which app.ts leaves in place when a route sets one.
  if (!attachment) c.header('Content-Security-Policy', 'sandbox');
  return c.body(Readable.toWeb(body) as ReadableStream);
}

/**
 * Files of an application: the generated PDF and the uploaded documents. Each GET accepts either
 * the Authorization header or a single-use link from POST .../download-link (for a browser tab,
 * which cannot send the header). These routes are mounted before the session check of
 * `/api/admin`, because a link carries no session.
 */
export const applicationDownloadRoutes = new Hono<AppEnv>()
  .post('/:applicationId/download-link', requireSession, async (c) => {
    const applicationId = applicationIdParam(c.req.param('applicationId'));
    const { file, download } = await readJson(c, downloadLinkRequestSchema);
    await findStoredFile(c, applicationId, file);
    const admin = c.get('admin');
    const { redis, env } = c.get('deps');
    const { token, expiresAt } = await createDownloadToken(
      redis,
      { adminId: admin.id, sessionVersion: admin.sessionVersion, applicationId, file },
      env.DOWNLOAD_LINK_TTL_SECONDS,
    );
    const path = file === 'pdf' ? 'download-pdf' : `documents/${file}`;
    const query = new URLSearchParams({ token, ...(download ? { download: 'true' } : {}) });
    return c.json({
      url: `/api/admin/applications/${applicationId}/${path}?${query}`,
      expiresAt: expiresAt.toISOString(),
    } satisfies DownloadLinkResponse);
  })
  .get('/:applicationId/download-pdf', (c) => serveFile(c, 'pdf'))
  .get('/:applicationId/documents/:slot', (c) => {
    const slot = c.req.param('slot');
    if (!isUploadSlot(slot)) throw new AppError('not_found', ADMIN_API_MESSAGES.documentNotFound);
    return serveFile(c, slot);
  });
