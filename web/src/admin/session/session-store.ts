import { ADMIN_TOKEN_KEY, ADMIN_USER_KEY, type AdminUser, adminUserSchema } from '@funding/contracts';
import { useSyncExternalStore } from 'react';

// The signed-in admin's token (and the user it belongs to) in localStorage under the spec's keys,
// mirrored in memory so the fetch wrapper, outside React, can end the session on a 401 and every
// screen follows.

export interface SessionState {
  token: string | null;
  user: AdminUser | null;
  /** Why the last session ended without the user asking (shown on the login screen). */
  endedBecause: string | null;
}

function readStorage(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function writeStorage(key: string, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // Storage can be unavailable (private mode, quota); the session then lasts for this page only.
  }
}

function readStoredUser(): AdminUser | null {
  try {
    const parsed = adminUserSchema.safeParse(JSON.parse(readStorage(ADMIN_USER_KEY) ?? 'null'));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

let state: SessionState = { token: readStorage(ADMIN_TOKEN_KEY), user: readStoredUser(), endedBecause: null };
const listeners = new Set<() => void>();

function publish(next: SessionState): void {
  state = next;
  writeStorage(ADMIN_TOKEN_KEY, next.token);
  writeStorage(ADMIN_USER_KEY, next.user ? JSON.stringify(next.user) : null);
  for (const listener of listeners) listener();
}

export function currentToken(): string | null {
  return state.token;
}

export function startSession(token: string, user: AdminUser): void {
  publish({ token, user, endedBecause: null });
}

/** A password change ends the old sessions and hands this one a new token. */
export function replaceToken(token: string): void {
  if (state.token) publish({ ...state, token });
}

export function rememberUser(user: AdminUser): void {
  if (state.token) publish({ ...state, user });
}

export function endSession(reason: string | null = null): void {
  publish({ token: null, user: null, endedBecause: reason });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSessionState(): SessionState {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => state,
  );
}
