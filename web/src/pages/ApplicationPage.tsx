import type { FormStep } from '@funding/contracts';
import { useState } from 'react';
import { ApplicationForm } from '../application/ApplicationForm';
import { ApplicationHeader } from '../application/ApplicationHeader';
import { type AgentLookup, useAgent } from '../application/agent-queries';
import { useDocumentTitle } from '../components/use-document-title';

export function ApplicationPage({ agentLookup }: { agentLookup?: AgentLookup }) {
  useDocumentTitle('Funding Application');
  const agent = useAgent(agentLookup);
  const [step, setStep] = useState<FormStep>(1);
  // An agent link credits its agent even when deactivated (the server flags the application), but only
  // an active agent's card is shown. An id link credits that id even if the lookup failed; the server
  // ignores an id that names no agent.
  const agentId = agent?.id ?? (agentLookup?.by === 'id' ? agentLookup.value : undefined);

  return (
    <div className="mx-auto min-h-screen max-w-3xl px-4 py-6 sm:px-6 sm:py-10">
      <div className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-8">
        <ApplicationHeader step={step} agent={agent?.isActive ? agent : null} />
        <main className="mt-8">
          <ApplicationForm step={step} onStepChange={setStep} agentId={agentId} />
        </main>
        <footer className="mt-6 text-sm text-slate-700">
          <p>
            <span aria-hidden="true" className="text-red-700">
              *
            </span>{' '}
            Required Field
          </p>
        </footer>
      </div>
    </div>
  );
}
