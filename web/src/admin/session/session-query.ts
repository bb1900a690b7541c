import { queryOptions } from '@tanstack/react-query';
import { adminKeys } from './admin-keys';
import { verifySession } from './auth-api';

/** The signed-in admin as the server knows them; checked once per visit, then kept. */
export function sessionQueryOptions() {
  return queryOptions({
    queryKey: adminKeys.session(),
    queryFn: verifySession,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
