import { type ActiveAgentCard, TOTAL_STEPS } from '@funding/contracts';
import { AgentCard } from '../components/AgentCard';
import { Logo } from '../components/Logo';
import { ProgressBar } from '../components/ProgressBar';
import { SslBadge } from '../components/SslBadge';

export function ApplicationHeader({ step, agent }: { step: number; agent: ActiveAgentCard | null }) {
  const percentComplete = Math.round((step / TOTAL_STEPS) * 100);
  return (
    <header className="space-y-4 text-center">
      <Logo className="mx-auto h-12 w-auto" />
      <div>
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Funding Application</h1>
        <p className="mt-1 text-slate-700">Complete all sections below to submit your funding request.</p>
      </div>
      {agent && <AgentCard agent={agent} />}
      <SslBadge />
      <div className="space-y-2 text-left">
        <div className="flex justify-between text-sm font-medium text-slate-800">
          <span data-testid="step-indicator">
            Step {step} of {TOTAL_STEPS}
          </span>
          <span>{percentComplete}% Complete</span>
        </div>
        <ProgressBar value={percentComplete} label="Application progress" />
      </div>
    </header>
  );
}
