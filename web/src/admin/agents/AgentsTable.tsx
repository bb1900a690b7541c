import type { Agent } from '@funding/contracts';
import { DataTable } from '../ui/ScrollRegion';
import { AgentRow } from './AgentRow';

const COLUMNS = ['Name', 'Email', 'Phone', 'Referral Link', 'Applications', 'Status', 'Created', 'Actions'];

type AgentsTableProps = Omit<Parameters<typeof AgentRow>[0], 'agent' | 'toggling'> & {
  agents: readonly Agent[];
  togglingId: string | undefined;
};

export function AgentsTable({ agents, togglingId, ...actions }: AgentsTableProps) {
  return (
    <DataTable label="Agents table" columns={COLUMNS}>
      {agents.map((agent) => (
        <AgentRow key={agent.id} agent={agent} toggling={togglingId === agent.id} {...actions} />
      ))}
    </DataTable>
  );
}
