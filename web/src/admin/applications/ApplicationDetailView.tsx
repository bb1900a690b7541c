import { type ApplicationDetail, type ApplicationField, FIELD_LABELS, STEP_FIELDS } from '@funding/contracts';
import { DocumentList } from './DocumentList';
import { DocumentRequests } from './document-requests/DocumentRequests';
import { contactHref, formatDateTime, formatFieldValue, formatProcessingTime, NOT_GIVEN } from './format';
import { RetentionControls } from './RetentionControls';
import { ReviewPanel } from './ReviewPanel';
import { StatusIndicator } from './StatusIndicator';
import { StatementsSection } from './statements/StatementsSection';

const SECTIONS: { title: string; fields: readonly ApplicationField[] }[] = [
  { title: 'Business Information', fields: STEP_FIELDS[1] },
  { title: 'Ownership Information', fields: STEP_FIELDS[2] },
  { title: 'Authorization', fields: STEP_FIELDS[3] },
];

function isOwner2Field(field: ApplicationField): boolean {
  return field.startsWith('owner2');
}

function FieldList({ rows }: { rows: { label: string; value: string; href?: string | undefined }[] }) {
  return (
    <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
      {rows.map((row) => (
        <div key={row.label} className="border-b border-slate-100 pb-1">
          <dt className="text-xs font-semibold text-slate-700">{row.label}</dt>
          <dd className="break-words text-slate-900">
            {row.href ? (
              <a className="text-blue-800 underline" href={row.href}>
                {row.value}
              </a>
            ) : (
              row.value
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}

export function ApplicationDetailView({ application }: { application: ApplicationDetail }) {
  const processing = [
    { label: 'Application ID', value: application.applicationId },
    { label: 'Submitted', value: formatDateTime(application.createdAt) },
    {
      label: 'Agent',
      value: application.agentName ? `${application.agentName} (${application.agentEmail ?? ''})` : NOT_GIVEN,
    },
    { label: 'Processing Time', value: formatProcessingTime(application.processingTimeMs) },
  ];
  return (
    <div className="space-y-6">
      <ReviewPanel application={application} />
      <section aria-labelledby="detail-processing">
        <h3 id="detail-processing" className="mb-2 font-semibold text-slate-900">
          Processing
        </h3>
        <div className="mb-3 flex flex-wrap gap-3">
          {/* The errors are listed below, so the badges need no tooltip here. */}
          <StatusIndicator step="PDF" status={application.pdfStatus} errors={[]} />
          <StatusIndicator step="Email" status={application.emailStatus} errors={[]} />
        </div>
        <FieldList rows={processing} />
        <div className="mt-3">
          <RetentionControls application={application} />
        </div>
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
      {SECTIONS.map((section) => {
        const fields = section.fields.filter((field) => application.hasSecondOwner || !isOwner2Field(field));
        const id = `detail-${section.title.toLowerCase().replace(/\s+/g, '-')}`;
        return (
          <section key={section.title} aria-labelledby={id}>
            <h3 id={id} className="mb-2 font-semibold text-slate-900">
              {section.title}
            </h3>
            <FieldList
              rows={fields.map((field) => ({
                label: FIELD_LABELS[field],
                value: formatFieldValue(field, application),
                href: contactHref(field, application),
              }))}
            />
          </section>
        );
      })}
      <DocumentList application={application} />
      <StatementsSection application={application} />
      <DocumentRequests application={application} />
    </div>
  );
}
