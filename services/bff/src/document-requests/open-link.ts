import { DOCUMENT_REQUEST_MESSAGES, documentRequestState, uploadLinkTokenOf } from '@funding/contracts';
import { type Database, schema, uploadLinkTokenHash } from '@funding/platform';
import { eq } from 'drizzle-orm';
import { AppError } from '../errors.ts';
import { type UploadLinkLimiter, uploadLinkRateLimited } from './link-limits.ts';

/**
 * The request an upload link names, after the rate limits: the token is hashed at once and only
 * the hash is looked up, counted and (never) logged. An unknown token is 404; the page tells the
 * applicant an expired or fulfilled link apart, so those are answered with their state.
 */
export async function openUploadLink(
  deps: { db: Database; limitUploadLinks: UploadLinkLimiter },
  authorization: string,
  clientAddress: string,
) {
  const tokenHash = uploadLinkTokenHash(uploadLinkTokenOf(authorization));
  const limited = await deps.limitUploadLinks(tokenHash, clientAddress);
  if (limited) throw uploadLinkRateLimited(limited.retryAfterSeconds);
  const [found] = await deps.db
    .select({
      request: schema.documentRequests,
      applicationRowId: schema.applications.id,
      applicationId: schema.applications.applicationId,
      businessName: schema.applications.businessName,
    })
    .from(schema.uploadLinkTokens)
    .innerJoin(
      schema.documentRequests,
      eq(schema.documentRequests.id, schema.uploadLinkTokens.documentRequestId),
    )
    .innerJoin(schema.applications, eq(schema.applications.id, schema.documentRequests.applicationId))
    .where(eq(schema.uploadLinkTokens.tokenHash, tokenHash));
  if (!found) throw new AppError('not_found', DOCUMENT_REQUEST_MESSAGES.linkInvalid);
  return { ...found, state: documentRequestState(found.request) };
}

export type OpenedUploadLink = Awaited<ReturnType<typeof openUploadLink>>;

/** Uploads are taken only while the link is open; an expired, fulfilled or cancelled one says which. */
export function assertLinkOpen(link: OpenedUploadLink): void {
  if (link.state === 'expired') throw new AppError('gone', DOCUMENT_REQUEST_MESSAGES.linkExpired);
  if (link.state === 'fulfilled') throw new AppError('gone', DOCUMENT_REQUEST_MESSAGES.linkFulfilled);
  if (link.state === 'cancelled') throw new AppError('gone', DOCUMENT_REQUEST_MESSAGES.linkCancelled);
}
