import { type Agent, MESSAGES } from '@funding/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessageOf } from '../../api/api-client';
import { showToast } from '../../components/toast-store';
import { canChangeRecords, useCurrentAdmin } from '../session/current-admin';
import { primaryButton } from '../ui/buttons';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { EmptyState, ErrorState, LoadingState } from '../ui/QueryStates';
import { AgentFormDialog } from './AgentFormDialog';
import { AgentsTable } from './AgentsTable';
import { useDeleteAgent, useUpdateAgent } from './agent-mutations';
import { agentListOptions } from './agent-queries';
import { copyText } from './copy-text';

async function copyReferralLink(agent: Agent) {
  try {
    await copyText(agent.referralLink);
    showToast({ title: MESSAGES.linkCopied, description: agent.referralLink, variant: 'success' });
  } catch {
    showToast({ title: 'Copy Failed', description: agent.referralLink, variant: 'destructive' });
  }
}

export function AgentsTab() {
  const admin = useCurrentAdmin();
  const canChange = canChangeRecords(admin.role);
  const agents = useQuery(agentListOptions());
  const [editing, setEditing] = useState<{ agent: Agent | null } | null>(null);
  const [toDelete, setToDelete] = useState<Agent | null>(null);
  const update = useUpdateAgent();
  const deletion = useDeleteAgent();

  return (
    <section aria-labelledby="agents-heading" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="agents-heading" className="text-xl font-semibold text-slate-900">
          Agents
        </h2>
        {canChange && (
          <button type="button" className={primaryButton} onClick={() => setEditing({ agent: null })}>
            Add Agent
          </button>
        )}
      </div>
      {agents.isPending ? (
        <LoadingState text="Loading agents..." />
      ) : agents.isError ? (
        <ErrorState
          title={MESSAGES.fetchAgentsFailed}
          detail={errorMessageOf(agents.error, '')}
          onRetry={() => void agents.refetch()}
        />
      ) : agents.data.length === 0 ? (
        <EmptyState text="No agents yet." />
      ) : (
        <AgentsTable
          agents={agents.data}
          canChange={canChange}
          onCopyLink={copyReferralLink}
          onEdit={(agent) => setEditing({ agent })}
          onToggleActive={(agent) =>
            update.mutate({ agentId: agent.id, changes: { isActive: !agent.isActive } })
          }
          onDelete={setToDelete}
          togglingId={update.isPending ? update.variables.agentId : undefined}
        />
      )}
      <AgentFormDialog
        open={editing !== null}
        onOpenChange={(open) => {
          if (!open) setEditing(null);
        }}
        agent={editing?.agent ?? null}
      />
      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => {
          if (!open && !deletion.isPending) setToDelete(null);
        }}
        title="Delete Agent"
        description={
          toDelete &&
          `Delete ${toDelete.name}? Their referral link stops working; applications they brought keep their name.`
        }
        confirmLabel="Delete"
        pendingLabel="Deleting..."
        pending={deletion.isPending}
        onConfirm={() => toDelete && deletion.mutate(toDelete.id, { onSettled: () => setToDelete(null) })}
      />
    </section>
  );
}
