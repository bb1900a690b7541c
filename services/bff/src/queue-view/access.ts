import { ADMIN_API_MESSAGES, QUEUE_VIEW_MESSAGES, QUEUE_VIEW_PATH } from '@funding/contracts';
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../app-env.ts';
import { authenticate, bearerToken, hasRole, signedInAdmin } from '../auth/session.ts';
import type { SignedInAdmin } from '../auth/signed-in-admin.ts';
import { AppError } from '../errors.ts';
import { readQueueViewSession } from './view-session.ts';

/** The queue view's session cookie: sent by the browser to the queue view's path only. */
export const QUEUE_VIEW_COOKIE = 'funding_queue_view';
export const QUEUE_VIEW_COOKIE_PATH = QUEUE_VIEW_PATH;

/**
 * Whether a request comes from a page of this site, for cookie-borne writes: its Origin is the
 * site's public one (PUBLIC_BASE_URL; behind an ingress that ends TLS, the request's own URL is not).
 */
function fromThisSite(c: Context<AppEnv>): boolean {
  return c.req.header('Origin') === new URL(c.get('deps').env.PUBLIC_BASE_URL).origin;
}

async function adminOfRequest(c: Context<AppEnv>): Promise<SignedInAdmin> {
  // API clients (and tests) may send the portal's Bearer token as every admin route takes it.
  if (bearerToken(c)) return authenticate(c);
  const token = getCookie(c, QUEUE_VIEW_COOKIE);
  const grant = token ? await readQueueViewSession(c.get('deps').redis, token) : null;
  if (!grant) {
    c.header('WWW-Authenticate', 'Bearer');
    throw new AppError('unauthorized', QUEUE_VIEW_MESSAGES.sessionEnded);
  }
  // SameSite=Strict keeps the cookie off other sites' requests; a write must also say it is ours.
  if (c.req.method !== 'GET' && c.req.method !== 'HEAD' && !fromThisSite(c)) {
    throw new AppError('forbidden', QUEUE_VIEW_MESSAGES.crossSite);
  }
  return signedInAdmin(c, { ...grant, tokenId: 'queue-view' }, QUEUE_VIEW_MESSAGES.sessionEnded);
}

/**
 * The queue view is for super admins, checked here on every request whichever way the session
 * came (the view's cookie or a Bearer token): signed out 401, any other role 403.
 */
export const requireQueueViewAccess = createMiddleware<AppEnv>(async (c, next) => {
  const admin = await adminOfRequest(c);
  if (!hasRole(admin, 'super_admin'))
    throw new AppError('forbidden', ADMIN_API_MESSAGES.forbidden(admin.role));
  c.set('admin', admin);
  await next();
});
