import { verifyResponseSchema } from '@funding/contracts';
import { queryOptions } from '@tanstack/react-query';
import { adminFetch } from '../api/admin-fetch';
import { rememberUser } from './session-store';

// Query keys: one factory per area (`<area>Keys`), each key its area's segments from the widest
// down (`['admin', 'applications', 'detail', id]`), so invalidating a prefix refreshes the area.
// Every admin key starts with the session's root, so ending a session drops all of it at once.

export const sessionKeys = {
  all: ['admin'] as const,
  user: () => [...sessionKeys.all, 'session'] as const,
};

/** The signed-in admin as the server knows them (GET /api/auth/verify; a 401 ends the session). */
export function sessionQueryOptions() {
  return queryOptions({
    queryKey: sessionKeys.user(),
    queryFn: async () => {
      const { user } = await adminFetch('/api/auth/verify', verifyResponseSchema);
      rememberUser(user);
      return user;
    },
    // Checked once per visit, then kept.
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/**
 * What the signed-in staff member may do beyond their role's reading, as the server decides it
 * (downloads, which a deployment may allow viewers; revealing personal data). Asked once per session.
 */
export function staffPermissionsOptions() {
  return queryOptions({
    queryKey: [...sessionKeys.user(), 'permissions'],
    queryFn: async () => (await adminFetch('/api/auth/verify', verifyResponseSchema)).permissions,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
