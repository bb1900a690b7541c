import { adminUserSchema } from '@funding/contracts';
import { queryOptions } from '@tanstack/react-query';
import { adminFetch } from '../api/admin-fetch';
import { adminKeys } from '../session/admin-keys';

const adminUserListSchema = adminUserSchema.array();

export function adminUserListOptions() {
  return queryOptions({
    queryKey: adminKeys.users(),
    queryFn: () => adminFetch('/api/admin/users', adminUserListSchema),
    staleTime: 0,
  });
}
