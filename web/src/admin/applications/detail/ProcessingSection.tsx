import type { ApplicationDetail } from '@funding/contracts';
import type { ReactNode } from 'react';
import { AgentLinkInactiveFlag } from '../AgentLinkInactiveFlag';
import { formatDateTime, formatProcessingTime, NOT_GIVEN } from '../format';
import { StatusIndicator } from '../StatusIndicator';

/** How the submission went through: the PDF and e-mail steps, the agent, and any errors. */
export function ProcessingSection({ application }: { application: ApplicationDetail }) {
  const rows: { label: string; value: ReactNode }[] = [
    { label: 'Submitted', value: formatDateTime(application.createdAt) },
    {
      label: 'Agent',
      value: (
        <>
          {application.agentName ? `${application.agentName} (${application.agentEmail ?? ''})` : NOT_GIVEN}
          {application.agentLinkInactive && <AgentLinkInactiveFlag />}
        </>
      ),
    },
    { label: 'Processing Time', value: formatProcessingTime(application.processingTimeMs) },
  ];
  return (
    <section aria-labelledby="detail-processing">
      <h3 id="detail-processing" className="mb-2 font-semibold text-slate-900">
        Processing
      </h3>
      <div className="mb-3 flex flex-wrap gap-3">
        {/* The errors are listed below, so the badges need no tooltip here. */}
        <StatusIndicator step="PDF" status={application.pdfStatus} errors={[]} />
        <StatusIndicator step="Email" status={application.emailStatus} errors={[]} />
      </div>
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-3">
        {rows.map((row) => (
          <div key={row.label} className="border-b border-slate-100 pb-1">
            <dt className="text-xs font-semibold text-slate-700">{row.label}</dt>
            <dd className="break-words text-slate-900">{row.value}</dd>
          </div>
        ))}
      </dl>
      {application.processingErrors.length > 0 && (
        <div className="mt-3 rounded-md bg-red-50 p-3 text-sm text-red-900 ring-1 ring-red-700">
          <p className="font-semibold">Processing errors</p>
          <ul className="mt-1 list-disc pl-5">
            {application.processingErrors.map((error) => (
              <li key={error}>{error}</li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
