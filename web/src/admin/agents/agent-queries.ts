import { agentSchema } from '@funding/contracts';
import { queryOptions } from '@tanstack/react-query';
import { adminFetch } from '../api/admin-fetch';
import { adminKeys } from '../session/admin-keys';

const agentListSchema = agentSchema.array();

export function agentListOptions() {
  return queryOptions({
    queryKey: adminKeys.agents(),
    queryFn: () => adminFetch('/api/admin/agents', agentListSchema),
    staleTime: 0,
  });
}
