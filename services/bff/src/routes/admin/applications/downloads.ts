import { Readable } from 'node:stream';
import {
  applicationDocumentParams,
  applicationIdParams,
  CONTENT_TYPE_OF,
  type DownloadableFile,
  downloadLinkRequestSchema,
  downloadLinkResponseSchema,
  downloadQuerySchema,
} from '@funding/contracts';
import type { Context } from 'hono';
import type { AppEnv } from '../../../app-env.ts';
import { findStoredFile, openStoredFile } from '../../../applications/stored-files.ts';
import { actorOf } from '../../../auth/actor.ts';
import { createDownloadToken } from '../../../auth/download-links.ts';
import { assertMayDownload } from '../../../auth/permissions.ts';
import { hasRole, requireSession } from '../../../auth/session.ts';
import {
  ADMIN_SESSION,
  errorAnswers,
  jsonAnswer,
  jsonBody,
  routeGroup,
} from '../../../openapi/define-route.ts';
import { routeApp } from '../../../openapi/route-app.ts';
import { contentDisposition } from './content-disposition.ts';
import { authorizeDownload } from './download-auth.ts';

/** Serves a stored file after checking who asks; the domain writes the audit entry before a byte goes out. */
async function serveFile(
  c: Context<AppEnv>,
  request: { applicationId: string; file: DownloadableFile; token?: string; download: boolean },
) {
  const { applicationId, file, download: attachment } = request;
  const { admin, via } = await authorizeDownload(c, request);
  c.set('admin', admin);
  assertMayDownload(admin.role, c.get('deps').env);
  const masked = !hasRole(admin, 'admin');
  const opened = await openStoredFile(c.get('deps'), actorOf(c), {
    applicationId,
    file,
    via,
    attachment,
    masked,
  });
  c.header('Content-Type', opened.contentType);
  if (opened.sizeBytes !== null) c.header('Content-Length', String(opened.sizeBytes));
  c.header('Content-Disposition', contentDisposition(attachment ? 'attachment' : 'inline', opened.fileName));
  // Shown in a tab: the file runs in a sandbox (an opaque origin, no scripts, no forms), so even a
  // PDF the intake could not judge cannot act as our origin. Stricter than the app's own policy,
  // which app.ts leaves in place when a route sets one.
  if (!attachment) c.header('Content-Security-Policy', 'sandbox');
  return c.body(Readable.toWeb(opened.body) as ReadableStream, 200);
}

/** The Authorization header, or a link's `?token=` instead. */
const SESSION_OR_LINK = [...ADMIN_SESSION, {}];
/** A file as stored: the bytes of one of `mediaTypes` (uploads are typed by their content at intake). */
const fileAnswer = (description: string, mediaTypes: readonly string[]) => ({
  description,
  headers: {
    'Content-Disposition': {
      description: '`inline` (shown in a sandbox) or, with `download=true`, `attachment`; the file name',
      required: true,
      schema: { type: 'string' },
    },
  } as const,
  content: Object.fromEntries(
    mediaTypes.map((mediaType) => [mediaType, { schema: { type: 'string', format: 'binary' } as const }]),
  ),
});

const route = routeGroup({ tag: 'Admin: applications' });

const createDownloadLink = route({
  method: 'post',
  path: '/{applicationId}/download-link',
  summary:
    'A single-use link to the PDF or one document, for a browser tab (viewers: only when VIEWER_DOWNLOADS allows, and the PDF as its masked summary)',
  security: ADMIN_SESSION,
  middleware: [requireSession],
  request: { params: applicationIdParams, body: jsonBody(downloadLinkRequestSchema) },
  responses: {
    200: jsonAnswer(downloadLinkResponseSchema, 'Open `url` once, before `expiresAt`'),
    ...errorAnswers(400, 401, 403, 404, 409),
  },
});

const downloadPdf = route({
  method: 'get',
  path: '/{applicationId}/download-pdf',
  summary: 'The generated application PDF',
  security: SESSION_OR_LINK,
  request: { params: applicationIdParams, query: downloadQuerySchema },
  responses: {
    200: fileAnswer('The PDF (audited)', ['application/pdf']),
    ...errorAnswers(400, 401, 403, 404, 409),
  },
});

const downloadDocument = route({
  method: 'get',
  path: '/{applicationId}/documents/{slot}',
  summary: 'One uploaded document, as the applicant sent it',
  security: SESSION_OR_LINK,
  request: { params: applicationDocumentParams, query: downloadQuerySchema },
  responses: {
    200: fileAnswer('The document (audited)', Object.values(CONTENT_TYPE_OF)),
    ...errorAnswers(400, 401, 403, 404),
  },
});

/**
 * Files of an application: the generated PDF and the uploaded documents. Each GET accepts either
 * the Authorization header or a single-use link from POST .../download-link (for a browser tab,
 * which cannot send the header). These routes are mounted before the session check of
 * `/api/admin`, because a link carries no session.
 */
export const adminApplicationDownloadRoutes = routeApp()
  .openapi(createDownloadLink, async (c) => {
    const { applicationId } = c.req.valid('param');
    const { file, download } = c.req.valid('json');
    const admin = c.get('admin');
    assertMayDownload(admin.role, c.get('deps').env);
    await findStoredFile(c.get('deps').db, applicationId, file, { masked: !hasRole(admin, 'admin') });
    const { redis, env } = c.get('deps');
    const { token, expiresAt } = await createDownloadToken(
      redis,
      { adminId: admin.id, sessionVersion: admin.sessionVersion, applicationId, file },
      env.DOWNLOAD_LINK_TTL_SECONDS,
    );
    const path = file === 'pdf' ? 'download-pdf' : `documents/${file}`;
    const query = new URLSearchParams({ token, ...(download ? { download: 'true' } : {}) });
    return c.json(
      {
        url: `/api/admin/applications/${applicationId}/${path}?${query}`,
        expiresAt: expiresAt.toISOString(),
      },
      200,
    );
  })
  .openapi(downloadPdf, (c) =>
    serveFile(c, { ...c.req.valid('param'), ...c.req.valid('query'), file: 'pdf' }),
  )
  .openapi(downloadDocument, (c) => {
    const { applicationId, slot } = c.req.valid('param');
    return serveFile(c, { applicationId, file: slot, ...c.req.valid('query') });
  });
