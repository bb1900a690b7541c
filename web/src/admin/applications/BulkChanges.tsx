import {
  BULK_REVIEW_STATUSES,
  type BulkChangeResponse,
  type BulkReviewStatusChange,
  DECLINE_REASON_LABELS,
  DECLINE_REASONS,
  type DeclineReason,
  REVIEW_STATUS_LABELS,
  WITHDRAWN_BY,
  WITHDRAWN_BY_LABELS,
  type WithdrawnBy,
} from '@funding/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessageOf } from '../../api/api-client';
import { inputClasses, labelClasses } from '../../components/input-classes';
import { type SelectOption, SelectOptions } from '../../components/SelectField';
import { secondaryButton } from '../ui/buttons';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { FormError } from '../ui/FormError';
import { assigneeListOptions } from './application-queries';
import { useBulkChange } from './bulk-mutations';

type BulkStatus = (typeof BULK_REVIEW_STATUSES)[number];
type Change = Parameters<ReturnType<typeof useBulkChange>['mutate']>[0];

interface PendingChange {
  change: Change;
  title: string;
  description: string;
  confirmLabel: string;
}

const UNASSIGN = 'none';
const controlClasses = `${inputClasses} sm:w-auto`;

function Select({
  id,
  label,
  value,
  onChange,
  options,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly SelectOption[];
}) {
  return (
    <div>
      <label htmlFor={id} className={labelClasses}>
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={controlClasses}
      >
        <SelectOptions options={options} />
      </select>
    </div>
  );
}

const listOf = (applicationIds: readonly string[]) => applicationIds.join(', ');
const applicationsWord = (count: number) => `${count} application${count === 1 ? '' : 's'}`;

/**
 * The bar of bulk changes over the ticked rows (admins): assign them, or move them to one review
 * status, each after a confirmation; then what happened to each application, until dismissed.
 */
export function BulkChanges({
  selected,
  onApplied,
  onClear,
}: {
  /** The ticked rows' application IDs, in the list's order. */
  selected: readonly string[];
  onApplied: () => void;
  onClear: () => void;
}) {
  const assignees = useQuery(assigneeListOptions());
  const bulk = useBulkChange();
  const [assignee, setAssignee] = useState('');
  const [status, setStatus] = useState<BulkStatus | ''>('');
  const [declineReason, setDeclineReason] = useState<DeclineReason | ''>('');
  const [withdrawnBy, setWithdrawnBy] = useState<WithdrawnBy | ''>('');
  const [pending, setPending] = useState<PendingChange | null>(null);
  const [result, setResult] = useState<BulkChangeResponse | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const count = selected.length;
  const usernameOf = (id: string) =>
    assignees.data?.assignees.find((candidate) => candidate.id === id)?.username;

  const askAssign = () => {
    if (assignee === '') return setProblem('Choose whom to assign them to');
    const username = assignee === UNASSIGN ? null : (usernameOf(assignee) ?? 'the chosen admin');
    setProblem(null);
    setPending({
      change: {
        kind: 'assignee',
        body: { applicationIds: [...selected], assigneeId: assignee === UNASSIGN ? null : assignee },
      },
      title:
        username === null
          ? `Remove the assignment of ${applicationsWord(count)}?`
          : `Assign ${applicationsWord(count)}?`,
      description:
        username === null
          ? `${listOf(selected)} will be unassigned.`
          : `${listOf(selected)} will be assigned to ${username}.`,
      confirmLabel: username === null ? 'Unassign' : 'Assign',
    });
  };

  const askMove = () => {
    if (status === '') return setProblem('Choose a review status');
    if (status === 'declined' && declineReason === '') return setProblem('Choose why they are declined');
    if (status === 'withdrawn' && withdrawnBy === '') return setProblem('Choose who withdrew them');
    setProblem(null);
    const body: BulkReviewStatusChange = {
      applicationIds: [...selected],
      status,
      ...(status === 'declined' ? { declineReason: declineReason || undefined } : {}),
      ...(status === 'withdrawn' ? { withdrawnBy: withdrawnBy || undefined } : {}),
    };
    setPending({
      change: { kind: 'review-status', body },
      title: `Move ${applicationsWord(count)} to ${REVIEW_STATUS_LABELS[status]}?`,
      description: `${listOf(selected)} will each move from where it is, where that move is allowed.`,
      confirmLabel: 'Move',
    });
  };

  const apply = () => {
    if (!pending) return;
    bulk.mutate(pending.change, {
      onSuccess: (answer) => {
        setResult(answer);
        onApplied();
      },
      onError: (error) =>
        setProblem(errorMessageOf(error, 'The change could not be made. Please try again.')),
      onSettled: () => setPending(null),
    });
  };

  return (
    <>
      {count > 0 && (
        <section
          aria-label="Bulk changes"
          className="flex flex-wrap items-end gap-3 rounded-lg border border-blue-300 bg-blue-50 p-3"
        >
          <p className="self-center text-sm font-semibold text-slate-900" aria-live="polite">
            {count} selected
          </p>
          <div className="flex flex-wrap items-end gap-2">
            <Select
              id="bulk-assignee"
              label="Assign to"
              value={assignee}
              onChange={setAssignee}
              options={[
                { value: '', label: 'Choose an admin' },
                { value: UNASSIGN, label: 'Unassigned' },
                ...(assignees.data?.assignees ?? []).map((candidate) => ({
                  value: candidate.id,
                  label: candidate.username,
                })),
              ]}
            />
            <button type="button" className={secondaryButton} onClick={askAssign}>
              Assign
            </button>
          </div>
          <div className="flex flex-wrap items-end gap-2">
            <Select
              id="bulk-status"
              label="Move to"
              value={status}
              onChange={(value) => setStatus(value as BulkStatus | '')}
              options={[
                { value: '', label: 'Choose a status' },
                ...BULK_REVIEW_STATUSES.map((value) => ({ value, label: REVIEW_STATUS_LABELS[value] })),
              ]}
            />
            {status === 'declined' && (
              <Select
                id="bulk-decline-reason"
                label="Reason"
                value={declineReason}
                onChange={(value) => setDeclineReason(value as DeclineReason | '')}
                options={[
                  { value: '', label: 'Choose a reason' },
                  ...DECLINE_REASONS.map((value) => ({ value, label: DECLINE_REASON_LABELS[value] })),
                ]}
              />
            )}
            {status === 'withdrawn' && (
              <Select
                id="bulk-withdrawn-by"
                label="Withdrawn by"
                value={withdrawnBy}
                onChange={(value) => setWithdrawnBy(value as WithdrawnBy | '')}
                options={[
                  { value: '', label: 'Choose who' },
                  ...WITHDRAWN_BY.map((value) => ({ value, label: WITHDRAWN_BY_LABELS[value] })),
                ]}
              />
            )}
            <button type="button" className={secondaryButton} onClick={askMove}>
              Move
            </button>
          </div>
          <button type="button" className={`${secondaryButton} sm:ml-auto`} onClick={onClear}>
            Clear selection
          </button>
          <FormError message={problem} className="basis-full" />
        </section>
      )}
      {result && (
        <section
          aria-labelledby="bulk-result-heading"
          className="rounded-lg border border-slate-300 bg-white p-3 text-sm"
        >
          <div className="flex items-start justify-between gap-3">
            <div role="status">
              <h3 id="bulk-result-heading" className="font-semibold text-slate-900">
                {result.message}
              </h3>
            </div>
            <button type="button" className={secondaryButton} onClick={() => setResult(null)}>
              Dismiss
            </button>
          </div>
          <ul aria-label="Result per application" className="mt-2 space-y-1">
            {result.results.map((outcome) => (
              <li key={outcome.applicationId} className={outcome.changed ? 'text-slate-800' : 'text-red-800'}>
                <span className="font-mono text-xs">{outcome.applicationId}</span>:{' '}
                {outcome.changed ? '' : 'Not changed: '}
                {outcome.message}
              </li>
            ))}
          </ul>
        </section>
      )}
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => {
          if (!open && !bulk.isPending) setPending(null);
        }}
        title={pending?.title ?? ''}
        description={pending?.description}
        confirmLabel={pending?.confirmLabel ?? ''}
        pendingLabel="Applying..."
        pending={bulk.isPending}
        onConfirm={apply}
        tone="primary"
      />
    </>
  );
}
