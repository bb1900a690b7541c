import type { Agent } from '@funding/contracts';
import { formatDateTime, NOT_GIVEN } from '../applications/format';
import { rowButton, rowDangerButton } from '../ui/buttons';
import { cellClasses } from '../ui/ScrollRegion';

interface AgentRowProps {
  agent: Agent;
  canChange: boolean;
  onCopyLink: (agent: Agent) => void;
  onEdit: (agent: Agent) => void;
  onToggleActive: (agent: Agent) => void;
  onDelete: (agent: Agent) => void;
  toggling: boolean;
}

export function AgentRow({
  agent,
  canChange,
  onCopyLink,
  onEdit,
  onToggleActive,
  onDelete,
  toggling,
}: AgentRowProps) {
  const forThis = <span className="sr-only"> {agent.name}</span>;
  return (
    <tr>
      <td className={`${cellClasses} font-medium`}>{agent.name}</td>
      <td className={cellClasses}>{agent.email}</td>
      <td className={`${cellClasses} whitespace-nowrap`}>{agent.phone ?? NOT_GIVEN}</td>
      <td className={`${cellClasses} max-w-xs`}>
        <a
          href={agent.referralLink}
          target="_blank"
          rel="noopener"
          className="break-all text-blue-800 underline"
        >
          {agent.referralLink}
        </a>
      </td>
      <td className={`${cellClasses} text-right tabular-nums`}>{agent.applicationsCount}</td>
      <td className={cellClasses}>
        <span
          className={`inline-flex rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ${
            agent.isActive
              ? 'bg-green-50 text-green-900 ring-green-700'
              : 'bg-slate-100 text-slate-800 ring-slate-500'
          }`}
        >
          {agent.isActive ? 'Active' : 'Inactive'}
        </span>
      </td>
      <td className={`${cellClasses} whitespace-nowrap`}>{formatDateTime(agent.createdAt)}</td>
      <td className={cellClasses}>
        <div className="flex min-w-60 flex-wrap gap-1.5">
          <button type="button" className={rowButton} onClick={() => onCopyLink(agent)}>
            Copy Link{forThis}
          </button>
          {canChange && (
            <>
              <button type="button" className={rowButton} onClick={() => onEdit(agent)}>
                Edit{forThis}
              </button>
              <button
                type="button"
                className={rowButton}
                disabled={toggling}
                onClick={() => onToggleActive(agent)}
              >
                {agent.isActive ? 'Deactivate' : 'Activate'}
                {forThis}
              </button>
              <button type="button" className={rowDangerButton} onClick={() => onDelete(agent)}>
                Delete{forThis}
              </button>
            </>
          )}
        </div>
      </td>
    </tr>
  );
}
