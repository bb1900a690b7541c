import {
  type ActionResult,
  type AdminUser,
  actionResultSchema,
  type Enrolment,
  enrolmentSchema,
  errorBodySchema,
  loginAnswerSchema,
  loginResponseSchema,
  MESSAGES,
  type SignInStep,
  signInWithRecoveryCodesSchema,
  verifyResponseSchema,
} from '@funding/contracts';
import type { z } from 'zod';
import { adminFetch } from '../api/admin-fetch';

/**
 * A refused sign-in step; `message` is what the screen shows (for the password step:
 * docs/product.md#calls-and-errors).
 */
export class LoginError extends Error {
  override name = 'LoginError';
  constructor(
    message: string,
    readonly status = 0,
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
  }
}

export interface SignedIn {
  token: string;
  user: AdminUser;
}

/** The password was right and the account needs a second step (a code, or setting one up first). */
export interface SecondFactorNeeded {
  challenge: string;
  step: SignInStep;
  expiresAt: string;
}

export type SignInAnswer =
  | ({ kind: 'signedIn' } & SignedIn)
  | ({ kind: 'secondFactor' } & SecondFactorNeeded);

// The sign-in calls have no session yet, so they do not go through adminFetch (whose 401 ends one).
async function postSignIn<Schema extends z.ZodType>(path: string, body: unknown, schema: Schema) {
  let response: Response;
  try {
    response = await fetch(path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(body),
      credentials: 'same-origin',
    });
  } catch {
    throw new LoginError(MESSAGES.loginNetworkError);
  }
  const answer: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const parsed = errorBodySchema.safeParse(answer);
    throw new LoginError(
      parsed.success && parsed.data.message ? parsed.data.message : MESSAGES.loginFailed,
      response.status,
      parsed.success ? parsed.data.fields : undefined,
    );
  }
  const parsed = schema.safeParse(answer);
  if (!parsed.success) throw new LoginError(MESSAGES.noTokenReceived, response.status);
  return parsed.data as z.output<Schema>;
}

/**
 * POST /api/auth/login. Fails with the text the login screen shows
 * (docs/product.md#calls-and-errors).
 */
export async function signIn(username: string, password: string): Promise<SignInAnswer> {
  const answer = await postSignIn('/api/auth/login', { username, password }, loginAnswerSchema);
  if ('secondFactor' in answer) return { kind: 'secondFactor', ...answer.secondFactor };
  if (!answer.data.token) throw new LoginError(MESSAGES.noTokenReceived);
  return { kind: 'signedIn', ...answer.data };
}

/** POST /api/auth/second-factor/verify: a code from the app or a recovery code. */
export async function verifySecondFactor(challenge: string, code: string): Promise<SignedIn> {
  const { data } = await postSignIn(
    '/api/auth/second-factor/verify',
    { challenge, code },
    loginResponseSchema,
  );
  return data;
}

/** POST /api/auth/second-factor/enrolment: a new key, when a second factor is required and missing. */
export function startEnrolmentAtSignIn(challenge: string): Promise<Enrolment> {
  return postSignIn('/api/auth/second-factor/enrolment', { challenge }, enrolmentSchema);
}

/** POST /api/auth/second-factor/enrolment/confirm: the first code turns it on and signs in. */
export async function confirmEnrolmentAtSignIn(
  challenge: string,
  code: string,
): Promise<SignedIn & { recoveryCodes: string[] }> {
  const { data, recoveryCodes } = await postSignIn(
    '/api/auth/second-factor/enrolment/confirm',
    { challenge, code },
    signInWithRecoveryCodesSchema,
  );
  return { ...data, recoveryCodes };
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
