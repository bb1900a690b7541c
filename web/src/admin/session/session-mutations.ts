import {
  type ActionResult,
  type AdminUser,
  actionResultSchema,
  type Enrolment,
  enrolmentSchema,
  loginAnswerSchema,
  loginResponseSchema,
  MESSAGES,
  type SignInStep,
  signInWithRecoveryCodesSchema,
} from '@funding/contracts';
import type { z } from 'zod';
import { ApiError, apiJson } from '../../api/api-client';
import { adminFetch } from '../api/admin-fetch';

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
// A refusal is an ApiError whose message is what the screen shows.
async function postSignIn<Schema extends z.ZodType>(path: string, body: unknown, schema: Schema) {
  const answer = await apiJson(path, { method: 'POST', json: body, unreadableMessage: MESSAGES.loginFailed });
  const parsed = schema.safeParse(answer);
  if (!parsed.success) throw new ApiError(MESSAGES.noTokenReceived, 200);
  return parsed.data as z.output<Schema>;
}

/** POST /api/auth/login. Fails with the text the login screen shows. */
export async function signIn(username: string, password: string): Promise<SignInAnswer> {
  const answer = await postSignIn('/api/auth/login', { username, password }, loginAnswerSchema);
  if ('secondFactor' in answer) return { kind: 'secondFactor', ...answer.secondFactor };
  if (!answer.data.token) throw new ApiError(MESSAGES.noTokenReceived, 200);
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

/** POST /api/auth/logout: ends every session of the user on the server. */
export function signOut(): Promise<ActionResult> {
  return adminFetch('/api/auth/logout', actionResultSchema, { method: 'POST' });
}
