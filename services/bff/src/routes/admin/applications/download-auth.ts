import { ADMIN_API_MESSAGES, type DownloadableFile } from '@funding/contracts';
import type { Context } from 'hono';
import type { AppEnv } from '../../../app-env.ts';
import { consumeDownloadToken } from '../../../auth/download-links.ts';
import { authenticate, bearerToken, unauthorized } from '../../../auth/session.ts';
import { looksLikeJwt } from '../../../auth/session-token.ts';
import { activeAdminAt, type SignedInAdmin } from '../../../auth/signed-in-admin.ts';
import { AppError } from '../../../errors.ts';

/**
 * Who may download `file` of `applicationId`: the bearer of a session in the Authorization header,
 * or the holder of a single-use link made for exactly this file (`?token=`). A sign-in token in the
 * URL is refused outright, even a valid one. A link dies with its creator's session.
 */
export async function authorizeDownload(
  c: Context<AppEnv>,
  request: { applicationId: string; file: DownloadableFile; token?: string },
): Promise<{ admin: SignedInAdmin; via: 'header' | 'link' }> {
  if (bearerToken(c)) return { admin: await authenticate(c), via: 'header' };
  const { token } = request;
  if (!token) throw unauthorized(c, ADMIN_API_MESSAGES.notSignedIn);
  if (looksLikeJwt(token)) throw unauthorized(c, ADMIN_API_MESSAGES.sessionTokenInUrl);
  // Hono answers HEAD with the GET handler; a probe must not spend the single use.
  if (c.req.method !== 'GET') throw new AppError('bad_request', ADMIN_API_MESSAGES.downloadLinkNeedsGet);

  const grant = await consumeDownloadToken(c.get('deps').redis, token);
  if (!grant || grant.applicationId !== request.applicationId || grant.file !== request.file) {
    throw unauthorized(c, ADMIN_API_MESSAGES.downloadLinkInvalid);
  }
  const user = await activeAdminAt(c.get('deps').db, grant);
  if (!user) throw unauthorized(c, ADMIN_API_MESSAGES.downloadLinkInvalid);
  return { admin: { ...user, tokenId: 'download-link' }, via: 'link' };
}
