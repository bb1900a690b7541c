import { agentSchema } from '@funding/contracts';
import { queryOptions } from '@tanstack/react-query';
import { adminFetch } from '../api/admin-fetch';
import { sessionKeys } from '../session/session-queries';

export const agentKeys = {
  all: [...sessionKeys.all, 'agents'] as const,
};

const agentListSchema = agentSchema.array();

export function agentListOptions() {
  return queryOptions({
    queryKey: agentKeys.all,
    queryFn: () => adminFetch('/api/admin/agents', agentListSchema),
    staleTime: 0,
  });
}
