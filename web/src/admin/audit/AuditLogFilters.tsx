import {
  ANALYTICS_EARLIEST_DATE,
  AUDIT_ACTION_LABELS,
  AUDIT_ACTIONS,
  type AuditAction,
} from '@funding/contracts';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { inputClasses, labelClasses } from '../../components/input-classes';
import { secondaryButton } from '../ui/buttons';
import { FilterSelect } from '../ui/FilterSelect';
import { FormError } from '../ui/FormError';
import type { AuditFilters } from '../url/use-admin-view';
import { auditLogPeopleOptions } from './audit-log-queries';

const ACTION_OPTIONS = [
  { value: '', label: 'All actions' },
  ...AUDIT_ACTIONS.map((action) => ({ value: action, label: AUDIT_ACTION_LABELS[action] })).sort(
    (one, other) => one.label.localeCompare(other.label),
  ),
];

interface AuditLogFiltersProps {
  filters: AuditFilters;
  timeZone: string;
  onChange: (filters: Partial<AuditFilters>) => void;
}

/** Who, what and which days; the selects apply at once, the days with their button (one step back each). */
export function AuditLogFilters({ filters, timeZone, onChange }: AuditLogFiltersProps) {
  const people = useQuery(auditLogPeopleOptions());
  const listed = people.data?.people ?? [];
  // A person in the address whom the list does not (yet) hold still shows as chosen.
  const unlisted = filters.actor !== undefined && !listed.some((person) => person.actorId === filters.actor);
  return (
    <search aria-label="Filter the audit log" className="flex flex-wrap items-start gap-3">
      <FilterSelect
        id="audit-person"
        label="Person"
        value={filters.actor ?? ''}
        onChange={(actor) => onChange({ actor: actor || undefined })}
        options={[
          { value: '', label: 'Everyone' },
          ...(unlisted ? [{ value: filters.actor ?? '', label: 'The person in the link' }] : []),
          ...listed.map((person) => ({ value: person.actorId, label: person.username })),
        ]}
      />
      <FilterSelect
        id="audit-action"
        label="Action"
        value={filters.action ?? ''}
        onChange={(action) => onChange({ action: (action || undefined) as AuditAction | undefined })}
        options={ACTION_OPTIONS}
      />
      <AuditDays
        // A new range in the address (Back, a link) resets what the inputs hold.
        key={`${filters.from ?? ''}/${filters.to ?? ''}`}
        from={filters.from ?? ''}
        to={filters.to ?? ''}
        timeZone={timeZone}
        onApply={(range) => onChange(range)}
      />
    </search>
  );
}

function AuditDays({
  from: shownFrom,
  to: shownTo,
  timeZone,
  onApply,
}: {
  from: string;
  to: string;
  timeZone: string;
  onApply: (range: { from: string | undefined; to: string | undefined }) => void;
}) {
  const [from, setFrom] = useState(shownFrom);
  const [to, setTo] = useState(shownTo);
  const [problem, setProblem] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The API's own message (auditLogQuerySchema), said before the request is sent.
    if (from && to && from > to) return setProblem('From must not be after To');
    setProblem(null);
    onApply({ from: from || undefined, to: to || undefined });
  };
  return (
    <form aria-label="Days" onSubmit={submit} className="flex flex-wrap items-end gap-3" noValidate>
      <div>
        <label htmlFor="audit-from" className={labelClasses}>
          From
        </label>
        <input
          id="audit-from"
          type="date"
          min={ANALYTICS_EARLIEST_DATE}
          value={from}
          onChange={(event) => setFrom(event.target.value)}
          className={`${inputClasses} w-auto`}
        />
      </div>
      <div>
        <label htmlFor="audit-to" className={labelClasses}>
          To
        </label>
        <input
          id="audit-to"
          type="date"
          min={ANALYTICS_EARLIEST_DATE}
          value={to}
          onChange={(event) => setTo(event.target.value)}
          className={`${inputClasses} w-auto`}
        />
      </div>
      <button type="submit" className={secondaryButton}>
        Apply Dates
      </button>
      <p className="basis-full text-xs text-slate-700">Days and times in {timeZone}.</p>
      <FormError message={problem} className="basis-full" />
    </form>
  );
}
