import { queryOptions } from '@tanstack/react-query';
import { adminKeys } from './admin-keys';
import { verifySession } from './auth-api';
import { rememberUser } from './session-store';

/** The signed-in admin as the server knows them; checked once per visit, then kept. */
export function sessionQueryOptions() {
  return queryOptions({
    queryKey: adminKeys.session(),
    queryFn: async () => {
      const user = await verifySession();
      rememberUser(user);
      return user;
    },
    staleTime: Number.POSITIVE_INFINITY,
  });
}
