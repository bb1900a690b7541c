import { ADMIN_API_MESSAGES, type AdminRole, SECOND_FACTOR_MESSAGES } from '@funding/contracts';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../app-env.ts';
import { AppError } from '../errors.ts';
import { verifySessionToken } from './session-token.ts';
import { activeAdminAt, type SignedInAdmin } from './signed-in-admin.ts';

/** The 401 of the admin API, with the header that says a bearer token is what it takes. */
export function unauthorized(c: Context<AppEnv>, message: string): AppError {
  c.header('WWW-Authenticate', 'Bearer');
  return new AppError('unauthorized', message);
}

export function bearerToken(c: Context<AppEnv>): string | undefined {
  return /^Bearer\s+(\S+)\s*$/i.exec(c.req.header('Authorization') ?? '')?.[1];
}

/**
 * Checks the `Authorization: Bearer` token and loads the admin it names (signedInAdmin below).
 */
export async function authenticate(c: Context<AppEnv>): Promise<SignedInAdmin> {
  const token = bearerToken(c);
  if (!token) throw unauthorized(c, ADMIN_API_MESSAGES.notSignedIn);
  const claims = await verifySessionToken(c.get('deps').env.JWT_SECRET, token);
  if (!claims) throw unauthorized(c, ADMIN_API_MESSAGES.sessionExpired);
  return signedInAdmin(c, claims, ADMIN_API_MESSAGES.sessionExpired);
}

/**
 * The admin a session names, read on every request, so a deactivation, a logout or a password
 * change (each bumps `sessionVersion`, activeAdminAt) and a role change take effect at once, not
 * when the token expires. Anything else is refused (401) with `expiredMessage`.
 */
export async function signedInAdmin(
  c: Context<AppEnv>,
  session: { adminId: string; sessionVersion: number; tokenId: string },
  expiredMessage: string,
): Promise<SignedInAdmin> {
  const { env, db } = c.get('deps');
  const user = await activeAdminAt(db, session);
  if (!user) throw unauthorized(c, expiredMessage);
  // A session from before the second factor became required (or before a reset) ends; the next
  // sign-in leads through enrolment.
  if (env.STAFF_SECOND_FACTOR === 'required' && user.totpEnabledAt === null) {
    throw unauthorized(c, SECOND_FACTOR_MESSAGES.requiredNow);
  }
  return { ...user, tokenId: session.tokenId };
}

/** Requires a valid session; the admin is then `c.get('admin')`. */
export const requireSession = createMiddleware<AppEnv>(async (c, next) => {
  c.set('admin', await authenticate(c));
  await next();
});

// viewer reads; admin also changes applications and agents; super_admin also manages admin users.
const ROLE_RANK: Record<AdminRole, number> = { viewer: 0, admin: 1, super_admin: 2 };

export function hasRole(admin: Pick<SignedInAdmin, 'role'>, least: AdminRole): boolean {
  return ROLE_RANK[admin.role] >= ROLE_RANK[least];
}

/** Refuses (403) a signed-in admin whose role is below `least`. Runs after requireSession. */
export function requireRole(least: AdminRole) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const admin = c.get('admin');
    if (!hasRole(admin, least)) throw new AppError('forbidden', ADMIN_API_MESSAGES.forbidden(admin.role));
    await next();
  });
}
