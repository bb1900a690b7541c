import {
  type AgentCreate,
  type AgentUpdate,
  actionResultSchema,
  agentSchema,
  MESSAGES,
} from '@funding/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorMessageOf } from '../../api/api-client';
import { showToast } from '../../components/toast-store';
import { analyticsKeys } from '../analytics/analytics-queries';
import { adminFetch } from '../api/admin-fetch';
import { agentKeys } from './agent-queries';

const agentPath = (agentId: string) => `/api/admin/agents/${encodeURIComponent(agentId)}`;

/** Agents changed: the list and the analytics' agent counts are refetched. */
function useAgentsChanged() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: agentKeys.all });
    void queryClient.invalidateQueries({ queryKey: analyticsKeys.all });
  };
}

function failureToast(title: string) {
  return (error: unknown) =>
    showToast({ title, description: errorMessageOf(error, ''), variant: 'destructive' });
}

export function useCreateAgent() {
  const changed = useAgentsChanged();
  return useMutation({
    mutationFn: (agent: AgentCreate) =>
      adminFetch('/api/admin/agents', agentSchema, { method: 'POST', json: agent }),
    onSuccess: () => showToast({ title: MESSAGES.agentCreated, variant: 'success' }),
    onError: failureToast(MESSAGES.agentCreateFailed),
    onSettled: changed,
  });
}

export function useUpdateAgent() {
  const changed = useAgentsChanged();
  return useMutation({
    mutationFn: ({ agentId, changes }: { agentId: string; changes: AgentUpdate }) =>
      adminFetch(agentPath(agentId), agentSchema, { method: 'PUT', json: changes }),
    onSuccess: () => showToast({ title: MESSAGES.agentUpdated, variant: 'success' }),
    onError: failureToast(MESSAGES.agentUpdateFailed),
    onSettled: changed,
  });
}

export function useDeleteAgent() {
  const changed = useAgentsChanged();
  return useMutation({
    mutationFn: (agentId: string) => adminFetch(agentPath(agentId), actionResultSchema, { method: 'DELETE' }),
    onSuccess: () => showToast({ title: MESSAGES.agentDeleted, variant: 'success' }),
    onError: failureToast(MESSAGES.agentDeleteFailed),
    onSettled: changed,
  });
}
