import { secondFactorStatusSchema } from '@funding/contracts';
import { queryOptions } from '@tanstack/react-query';
import { adminFetch } from '../api/admin-fetch';
import { sessionKeys } from '../session/session-queries';

// The signed-in admin's own second factor (`/api/admin/second-factor`).

export const secondFactorKeys = {
  all: [...sessionKeys.all, 'second-factor'] as const,
};

export function secondFactorStatusOptions() {
  return queryOptions({
    queryKey: secondFactorKeys.all,
    queryFn: () => adminFetch('/api/admin/second-factor', secondFactorStatusSchema),
  });
}
