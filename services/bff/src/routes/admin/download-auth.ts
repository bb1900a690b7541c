import { ADMIN_API_MESSAGES, type DownloadableFile } from '@funding/contracts';
import { schema } from '@funding/platform';
import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import type { AppEnv } from '../../app-env.ts';
import { consumeDownloadToken } from '../../auth/download-links.ts';
import { adminUserColumns, authenticate, bearerToken, type SignedInAdmin } from '../../auth/session.ts';
import { looksLikeJwt } from '../../auth/session-token.ts';
import { AppError } from '../../errors.ts';

function refused(c: Context<AppEnv>, message: string): AppError {
  c.header('WWW-Authenticate', 'Bearer');
  return new AppError('unauthorized', message);
}

/**
 * Who may download `file` of `applicationId`: the bearer of a session in the Authorization header,
 * or the holder of a single-use link made for exactly this file (`?token=`). A sign-in token in the
 * URL is refused outright, even a valid one. A link dies with its creator's session.
 */
export async function authorizeDownload(
  c: Context<AppEnv>,
  applicationId: string,
  file: DownloadableFile,
): Promise<{ admin: SignedInAdmin; via: 'header' | 'link' }> {
  if (bearerToken(c)) return { admin: await authenticate(c), via: 'header' };
  const token = c.req.query('token');
  if (!token) throw refused(c, ADMIN_API_MESSAGES.notSignedIn);
  if (looksLikeJwt(token)) throw refused(c, ADMIN_API_MESSAGES.sessionTokenInUrl);
  // Hono answers HEAD with the GET handler; a probe must not spend the single use.
  if (c.req.method !== 'GET') throw new AppError('bad_request', ADMIN_API_MESSAGES.downloadLinkNeedsGet);

  const grant = await consumeDownloadToken(c.get('deps').redis, token);
  if (!grant || grant.applicationId !== applicationId || grant.file !== file) {
    throw refused(c, ADMIN_API_MESSAGES.downloadLinkInvalid);
  }
  const [user] = await c
    .get('deps')
    .db.select(adminUserColumns)
    .from(schema.adminUsers)
    .where(eq(schema.adminUsers.id, grant.adminId));
  if (!user?.isActive || user.sessionVersion !== grant.sessionVersion) {
    throw refused(c, ADMIN_API_MESSAGES.downloadLinkInvalid);
  }
  return { admin: { ...user, tokenId: 'download-link' }, via: 'link' };
}
