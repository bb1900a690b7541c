import type { ActiveAgentCard } from '@funding/contracts';

export function AgentCard({ agent }: { agent: ActiveAgentCard }) {
  return (
    <section
      aria-labelledby="agent-card-name"
      className="rounded-lg border border-blue-200 bg-blue-50 p-4 text-left"
    >
      <p id="agent-card-name" className="text-base font-semibold text-slate-900">
        {agent.name}
      </p>
      <p className="text-sm text-slate-700">Business Funding Specialist</p>
      <ul className="mt-2 space-y-1 text-sm">
        <li>
          <a className="text-blue-800 underline" href={`mailto:${agent.email}`}>
            {agent.email}
          </a>
        </li>
        {agent.phone && (
          <li>
            <a className="text-blue-800 underline" href={`tel:${agent.phone}`}>
              {agent.phone}
            </a>
          </li>
        )}
      </ul>
      <p className="mt-2 text-sm text-slate-700">
        Your application will be sent to {agent.name} and our processing team.
      </p>
    </section>
  );
}
