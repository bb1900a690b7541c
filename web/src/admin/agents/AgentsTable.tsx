import type { Agent } from '@funding/contracts';
import { headerCellClasses, ScrollRegion, tableClasses } from '../ui/ScrollRegion';
import { AgentRow } from './AgentRow';

const COLUMNS = ['Name', 'Email', 'Phone', 'Referral Link', 'Applications', 'Status', 'Created', 'Actions'];

type AgentsTableProps = Omit<Parameters<typeof AgentRow>[0], 'agent' | 'toggling'> & {
  agents: readonly Agent[];
  togglingId: string | undefined;
};

export function AgentsTable({ agents, togglingId, ...actions }: AgentsTableProps) {
  return (
    <ScrollRegion label="Agents table">
      <table className={tableClasses}>
        <thead>
          <tr>
            {COLUMNS.map((column) => (
              <th key={column} scope="col" className={headerCellClasses}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {agents.map((agent) => (
            <AgentRow key={agent.id} agent={agent} toggling={togglingId === agent.id} {...actions} />
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
