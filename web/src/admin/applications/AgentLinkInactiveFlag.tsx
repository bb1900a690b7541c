/**
 * Shown beside the agent of an application submitted through a deactivated agent's link: the agent
 * is credited but was not mailed, so the desk may want to tell them or reassign the deal.
 */
export function AgentLinkInactiveFlag() {
  return (
    <span
      title="Submitted through the link of a deactivated agent: the agent is credited but was not e-mailed"
      className="mt-0.5 block text-xs font-medium text-amber-900"
    >
      Agent link inactive
    </span>
  );
}
