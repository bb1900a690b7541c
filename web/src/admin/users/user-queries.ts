import { adminUserSchema } from '@funding/contracts';
import { queryOptions } from '@tanstack/react-query';
import { adminFetch } from '../api/admin-fetch';
import { sessionKeys } from '../session/session-queries';

export const userKeys = {
  all: [...sessionKeys.all, 'users'] as const,
};

const adminUserListSchema = adminUserSchema.array();

export function adminUserListOptions() {
  return queryOptions({
    queryKey: userKeys.all,
    queryFn: () => adminFetch('/api/admin/users', adminUserListSchema),
    staleTime: 0,
  });
}
