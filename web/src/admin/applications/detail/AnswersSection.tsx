import {
  type ApplicationDetail,
  type ApplicationField,
  DEAL_FIELDS,
  FIELD_LABELS,
  type RevealedPersonalData,
  SENSITIVE_FIELDS,
  STEP_FIELDS,
} from '@funding/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { staffPermissionsOptions } from '../../session/session-queries';
import { secondaryButton } from '../../ui/buttons';
import { contactHref, formatFieldValue, NOT_GIVEN } from '../format';
import { RevealDialog } from './RevealDialog';

// The applicant's answers grouped as the form asks them. SSN, EIN and dates of birth arrive masked
// for every role; admins and super admins reveal them with a reason (audited), viewers cannot.

const DEAL: ReadonlySet<ApplicationField> = new Set(DEAL_FIELDS);
const SENSITIVE: ReadonlySet<string> = new Set(SENSITIVE_FIELDS);

const GROUPS: { title: string; fields: readonly ApplicationField[] }[] = [
  { title: 'Business Information', fields: STEP_FIELDS[1].filter((field) => !DEAL.has(field)) },
  { title: 'Funding Request', fields: DEAL_FIELDS },
  { title: 'Owner 1', fields: STEP_FIELDS[2].filter((field) => !field.startsWith('owner2')) },
  { title: 'Owner 2', fields: STEP_FIELDS[2].filter((field) => field.startsWith('owner2')) },
  { title: 'Authorization', fields: STEP_FIELDS[3] },
];

function shown(field: ApplicationField, application: ApplicationDetail): boolean {
  if (field.startsWith('owner2')) return application.hasSecondOwner;
  if (field === 'openAdvancesCount') return application.hasOpenAdvances === 'yes';
  return true;
}

function groupId(title: string): string {
  return `answers-${title.toLowerCase().replace(/\s+/g, '-')}`;
}

export function AnswersSection({ application }: { application: ApplicationDetail }) {
  const canReveal = useQuery(staffPermissionsOptions()).data?.revealPersonalData === true;
  const [asking, setAsking] = useState(false);
  const [revealed, setRevealed] = useState<RevealedPersonalData | null>(null);
  const shownValue = (field: ApplicationField) =>
    revealed && SENSITIVE.has(field)
      ? revealed[field as keyof RevealedPersonalData] || NOT_GIVEN
      : formatFieldValue(field, application);
  return (
    <section aria-labelledby="detail-answers" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="detail-answers" className="font-semibold text-slate-900">
          Application answers
        </h3>
        {canReveal &&
          (revealed ? (
            <button type="button" className={secondaryButton} onClick={() => setRevealed(null)}>
              Hide SSN, EIN and dates of birth
            </button>
          ) : (
            <button type="button" className={secondaryButton} onClick={() => setAsking(true)}>
              Reveal SSN, EIN and dates of birth
            </button>
          ))}
      </div>
      {GROUPS.map((group) => {
        const fields = group.fields.filter((field) => shown(field, application));
        if (fields.length === 0) return null;
        return (
          <section key={group.title} aria-labelledby={groupId(group.title)}>
            <h4 id={groupId(group.title)} className="mb-2 text-sm font-semibold text-slate-900">
              {group.title}
            </h4>
            <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
              {fields.map((field) => {
                const href = contactHref(field, application);
                const value = shownValue(field);
                return (
                  <div key={field} className="border-b border-slate-100 pb-1">
                    <dt className="text-xs font-semibold text-slate-700">{FIELD_LABELS[field]}</dt>
                    <dd className="break-words text-slate-900">
                      {href ? (
                        <a className="text-blue-800 underline" href={href}>
                          {value}
                        </a>
                      ) : (
                        value
                      )}
                    </dd>
                  </div>
                );
              })}
            </dl>
          </section>
        );
      })}
      {canReveal && (
        <RevealDialog
          applicationId={application.applicationId}
          open={asking}
          onOpenChange={setAsking}
          onRevealed={setRevealed}
        />
      )}
    </section>
  );
}
