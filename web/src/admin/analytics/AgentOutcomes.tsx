import type { Analytics } from '@funding/contracts';
import { EmptyState } from '../ui/QueryStates';
import { cellClasses, DataTable } from '../ui/ScrollRegion';

/** Per agent (as attributed when the application came in): applications, approved and funded. */
export function AgentOutcomes({ outcomes }: { outcomes: Analytics['agentOutcomes'] }) {
  return (
    <section aria-labelledby="agent-outcomes-heading" className="space-y-3">
      <h3 id="agent-outcomes-heading" className="font-semibold text-slate-900">
        Outcomes by Agent
      </h3>
      {outcomes.length === 0 ? (
        <EmptyState text="No applications yet." />
      ) : (
        <DataTable label="Outcomes by agent" columns={['Agent', 'Applications', 'Approved', 'Funded']}>
          {outcomes.map((row) => (
            <tr key={row.agentName ?? ''}>
              <td className={cellClasses}>{row.agentName ?? 'Direct (no agent)'}</td>
              <td className={`${cellClasses} tabular-nums`}>{row.applications}</td>
              <td className={`${cellClasses} tabular-nums`}>{row.approved}</td>
              <td className={`${cellClasses} tabular-nums`}>{row.funded}</td>
            </tr>
          ))}
        </DataTable>
      )}
    </section>
  );
}
