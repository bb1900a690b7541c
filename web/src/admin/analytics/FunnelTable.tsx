import {
  type Analytics,
  FUNNEL_STAGE_DOLLARS,
  FUNNEL_STAGE_LABELS,
  FUNNEL_TIME_DEFINITIONS,
  formatUsd,
  formatUsdCompact,
  type StageFigure,
} from '@funding/contracts';
import { cellClasses, DataTable } from '../ui/ScrollRegion';
import { formatMedianTime } from './analytics-format';

const numeric = `${cellClasses} text-right tabular-nums whitespace-nowrap`;

/** The funnel of the whole range: per stage the applications, their dollars and the median time. */
export function FunnelTable({ funnel }: { funnel: Analytics['funnel'] }) {
  return (
    <DataTable
      label="Funnel table"
      columns={['Stage', 'Applications', 'Dollars', 'Median time from the stage before']}
    >
      {funnel.map((figure) => (
        <tr key={figure.stage} data-stage={figure.stage}>
          <th scope="row" className={`${cellClasses} text-left font-medium`}>
            {FUNNEL_STAGE_LABELS[figure.stage]}
          </th>
          <td className={numeric}>{figure.applications}</td>
          <td className={numeric}>
            {formatUsd(figure.dollars)} {FUNNEL_STAGE_DOLLARS[figure.stage]}
          </td>
          <td className={cellClasses}>
            {figure.stage === 'submitted' ? (
              '—'
            ) : (
              <>
                {formatMedianTime(figure.medianSecondsFromPrevious)}
                <span className="block text-xs text-slate-700">{FUNNEL_TIME_DEFINITIONS[figure.stage]}</span>
              </>
            )}
          </td>
        </tr>
      ))}
    </DataTable>
  );
}

/** One stage of one agent: the count, the dollars, the median time from the stage before. */
function AgentStage({ figure }: { figure: StageFigure | undefined }) {
  if (!figure) return <td className={cellClasses}>—</td>;
  return (
    <td className={`${cellClasses} tabular-nums`}>
      <span className="block font-semibold">{figure.applications}</span>
      <span className="block text-xs whitespace-nowrap text-slate-700">
        {formatUsdCompact(figure.dollars)} {FUNNEL_STAGE_DOLLARS[figure.stage]}
      </span>
      {figure.stage !== 'submitted' && figure.medianSecondsFromPrevious !== null && (
        <span className="block text-xs whitespace-nowrap text-slate-700">
          median {formatMedianTime(figure.medianSecondsFromPrevious)}
        </span>
      )}
    </td>
  );
}

/** The same funnel per agent (as attributed at submission), busiest first. */
export function AgentFunnelTable({ agents }: { agents: Analytics['agents'] }) {
  const stages = agents[0]?.funnel.map((figure) => figure.stage) ?? [];
  return (
    <DataTable
      label="Funnel by agent table"
      columns={['Agent', ...stages.map((stage) => FUNNEL_STAGE_LABELS[stage])]}
    >
      {agents.map((agent) => (
        <tr key={agent.agentEmail ?? agent.agentName ?? ''}>
          <th scope="row" className={`${cellClasses} text-left font-medium`}>
            {agent.agentName ?? 'Direct (no agent)'}
          </th>
          {stages.map((stage) => (
            <AgentStage key={stage} figure={agent.funnel.find((figure) => figure.stage === stage)} />
          ))}
        </tr>
      ))}
    </DataTable>
  );
}
