import {
  type ActionResult,
  type AdminUser,
  actionResultSchema,
  errorBodySchema,
  loginResponseSchema,
  MESSAGES,
  verifyResponseSchema,
} from '@funding/contracts';
import { adminFetch } from '../api/admin-fetch';

export class LoginError extends Error {
  override name = 'LoginError';
}

/** POST /api/auth/login. Fails with the text the login screen shows (SPEC section 8). */
export async function signIn(
  username: string,
  password: string,
): Promise<{ token: string; user: AdminUser }> {
  let response: Response;
  try {
    response = await fetch('/api/auth/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ username, password }),
      credentials: 'same-origin',
    });
  } catch {
    throw new LoginError(MESSAGES.loginNetworkError);
  }
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const parsed = errorBodySchema.safeParse(body);
    throw new LoginError(parsed.success && parsed.data.message ? parsed.data.message : MESSAGES.loginFailed);
  }
  const parsed = loginResponseSchema.safeParse(body);
  if (!parsed.success || !parsed.data.data.token) throw new LoginError(MESSAGES.noTokenReceived);
  return parsed.data.data;
}

/** GET /api/auth/verify: the stored token's user, fresh from the server (a 401 ends the session). */
export async function verifySession(): Promise<AdminUser> {
  const { user } = await adminFetch('/api/auth/verify', verifyResponseSchema);
  return user;
}

/** POST /api/auth/logout: ends every session of the user on the server. */
export function signOut(): Promise<ActionResult> {
  return adminFetch('/api/auth/logout', actionResultSchema, { method: 'POST' });
}
