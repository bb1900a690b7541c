import {
  type AgentCreate,
  type AgentUpdate,
  actionResultSchema,
  agentSchema,
  MESSAGES,
} from '@funding/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { showToast } from '../../components/toast-store';
import { errorMessageOf } from '../api/admin-api-error';
import { adminFetch } from '../api/admin-fetch';
import { adminKeys } from '../session/admin-keys';

const agentPath = (agentId: string) => `/api/admin/agents/${encodeURIComponent(agentId)}`;

/** Agents changed: the list and the analytics' agent counts are refetched. */
function useAgentsChanged() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: adminKeys.agents() });
    void queryClient.invalidateQueries({ queryKey: adminKeys.analyticsAll() });
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
      adminFetch('/api/admin/agents', agentSchema, { method: 'POST', body: agent }),
    onSuccess: () => showToast({ title: MESSAGES.agentCreated, variant: 'success' }),
    onError: failureToast(MESSAGES.agentCreateFailed),
    onSettled: changed,
  });
}

export function useUpdateAgent() {
  const changed = useAgentsChanged();
  return useMutation({
    mutationFn: ({ agentId, changes }: { agentId: string; changes: AgentUpdate }) =>
      adminFetch(agentPath(agentId), agentSchema, { method: 'PUT', body: changes }),
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
