import {
  type ApplicationDetail,
  REVIEW_STATUS_LABELS,
  REVIEW_TRANSITIONS,
  type ReviewStatus,
} from '@funding/contracts';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { errorMessageOf } from '../../api/api-client';
import { FieldFrame } from '../../components/FieldFrame';
import { inputClasses } from '../../components/input-classes';
import { canChangeRecords, useCurrentAdmin } from '../session/current-admin';
import { primaryButton } from '../ui/buttons';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { assigneeListOptions } from './application-queries';
import { NotesSection } from './NotesSection';
import { ReviewStatusBadge } from './ReviewStatusBadge';
import { useAssignApplication, useChangeReviewStatus } from './review-mutations';

/** What the last change answered: its message, or why it was refused (read out when it appears). */
function Outcome({ mutation }: { mutation: { data?: { message: string }; error: Error | null } }) {
  if (mutation.error) {
    return (
      <p role="alert" className="text-sm font-medium text-red-800">
        {errorMessageOf(mutation.error, 'The change could not be saved')}
      </p>
    );
  }
  return (
    <p role="status" className="min-h-5 text-sm text-green-800">
      {mutation.data?.message}
    </p>
  );
}

// Moves that end the work on an application (or that only a reopening undoes) are confirmed first.
const CONFIRMED_MOVES: Partial<Record<ReviewStatus, string>> = {
  declined: 'The application is declined. It can be reopened later (back to In review).',
  withdrawn: 'The application is marked as withdrawn by the applicant. It can be reopened later.',
  funded: 'The application is marked as funded. This is final: its status cannot be changed afterwards.',
};

function StatusChanger({ application }: { application: ApplicationDetail }) {
  const id = useId();
  const next = REVIEW_TRANSITIONS[application.reviewStatus];
  const [chosen, setChosen] = useState<ReviewStatus | ''>('');
  const [confirming, setConfirming] = useState(false);
  const change = useChangeReviewStatus(application.applicationId);
  if (next.length === 0)
    return <p className="text-sm text-slate-700">Funded is final: the status cannot change.</p>;
  const target = chosen && next.includes(chosen) ? chosen : '';
  const submit = () =>
    target &&
    change.mutate(
      { status: target, from: application.reviewStatus },
      {
        onSettled: () => {
          setConfirming(false);
          setChosen('');
        },
      },
    );
  return (
    <form
      className="flex flex-wrap items-end gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        if (!target) return;
        if (CONFIRMED_MOVES[target]) setConfirming(true);
        else submit();
      }}
    >
      <FieldFrame id={`${id}-status`} label="Move to">
        <select
          id={`${id}-status`}
          value={target}
          onChange={(event) => setChosen(event.target.value as ReviewStatus | '')}
          className={inputClasses}
        >
          <option value="">Choose a status</option>
          {next.map((status) => (
            <option key={status} value={status}>
              {REVIEW_STATUS_LABELS[status]}
            </option>
          ))}
        </select>
      </FieldFrame>
      <button type="submit" className={primaryButton} disabled={!target || change.isPending}>
        {change.isPending ? 'Changing...' : 'Change status'}
      </button>
      <div className="basis-full">
        <Outcome mutation={change} />
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={(open) => {
          if (!open && !change.isPending) setConfirming(false);
        }}
        title={target ? `Mark as ${REVIEW_STATUS_LABELS[target]}?` : 'Change status?'}
        description={target ? CONFIRMED_MOVES[target] : ''}
        confirmLabel={target ? `Mark as ${REVIEW_STATUS_LABELS[target]}` : 'Confirm'}
        pendingLabel="Changing..."
        pending={change.isPending}
        onConfirm={submit}
      />
    </form>
  );
}

function AssigneePicker({ application }: { application: ApplicationDetail }) {
  const id = useId();
  const assignees = useQuery(assigneeListOptions());
  const assign = useAssignApplication(application.applicationId);
  const options = assignees.data?.assignees ?? [];
  const current = application.assigneeId ?? '';
  return (
    <div>
      <FieldFrame id={`${id}-assignee`} label="Assigned to">
        <select
          id={`${id}-assignee`}
          value={current}
          disabled={assign.isPending || assignees.isPending}
          onChange={(event) => assign.mutate({ assigneeId: event.target.value || null })}
          className={inputClasses}
        >
          <option value="">{assignees.isPending ? 'Loading staff...' : 'Unassigned'}</option>
          {/* Someone no longer assignable still shows as the one assigned. */}
          {current && !options.some((option) => option.id === current) && (
            <option value={current}>{application.assigneeUsername ?? 'Someone else'}</option>
          )}
          {options.map((option) => (
            <option key={option.id} value={option.id}>
              {option.username}
            </option>
          ))}
        </select>
      </FieldFrame>
      <Outcome mutation={assign} />
    </div>
  );
}

/** The review status, the assignee and the notes; viewers read them, admins also change them. */
export function ReviewPanel({ application }: { application: ApplicationDetail }) {
  const canChange = canChangeRecords(useCurrentAdmin().role);
  return (
    <section
      aria-labelledby="detail-review"
      className="space-y-4 rounded-lg bg-slate-50 p-4 ring-1 ring-slate-200"
    >
      <h3 id="detail-review" className="font-semibold text-slate-900">
        Review
      </h3>
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-xs font-semibold text-slate-700">Status</dt>
          <dd className="mt-1">
            <ReviewStatusBadge status={application.reviewStatus} />
          </dd>
        </div>
        <div>
          <dt className="text-xs font-semibold text-slate-700">Assignee</dt>
          <dd className="mt-1 text-slate-900">{application.assigneeUsername ?? 'Unassigned'}</dd>
        </div>
      </dl>
      {canChange && (
        <div className="grid gap-4 sm:grid-cols-2">
          <StatusChanger application={application} />
          <AssigneePicker application={application} />
        </div>
      )}
      <NotesSection application={application} canAdd={canChange} />
    </section>
  );
}
