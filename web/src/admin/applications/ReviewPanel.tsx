import {
  type ApplicationDetail,
  REVIEW_STATUS_LABELS,
  REVIEW_TRANSITIONS,
  type ReviewChangeResponse,
  type ReviewStatus,
  type ReviewStatusChange,
} from '@funding/contracts';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { ApiError, errorMessageOf } from '../../api/api-client';
import { FieldFrame } from '../../components/FieldFrame';
import { inputClasses } from '../../components/input-classes';
import { canChangeRecords, useCurrentAdmin } from '../session/current-admin';
import { primaryButton } from '../ui/buttons';
import { assigneeListOptions } from './application-queries';
import { DecisionDialog, type DecisionStatus, isDecisionStatus } from './DecisionDialog';
import { NotesSection } from './NotesSection';
import { useAssignApplication, useChangeReviewStatus } from './review-mutations';

/**
 * What the last change answered: its message, or why it was refused (read out when it appears). A
 * success's message shows only while the application is still as that change left it: after a
 * refetch shows someone else's later change, it would contradict the screen.
 */
function Outcome({
  mutation,
  application,
}: {
  mutation: { data?: ReviewChangeResponse; error: Error | null };
  application: ApplicationDetail;
}) {
  if (mutation.error) {
    return (
      <p role="alert" className="text-sm font-medium text-red-800">
        {errorMessageOf(mutation.error, 'The change could not be saved')}
      </p>
    );
  }
  const result = mutation.data;
  const current =
    result !== undefined &&
    result.reviewStatus === application.reviewStatus &&
    result.assigneeId === application.assigneeId;
  return (
    <p role="status" className="min-h-5 text-sm text-green-800">
      {current ? result.message : ''}
    </p>
  );
}

function StatusChanger({ application }: { application: ApplicationDetail }) {
  const id = useId();
  const next = REVIEW_TRANSITIONS[application.reviewStatus];
  const [chosen, setChosen] = useState<ReviewStatus | ''>('');
  const [deciding, setDeciding] = useState<DecisionStatus | null>(null);
  const change = useChangeReviewStatus(application.applicationId);
  if (next.length === 0)
    return <p className="text-sm text-slate-700">Funded is final: the status cannot change.</p>;
  const target = chosen && next.includes(chosen) ? chosen : '';
  const submit = (body: ReviewStatusChange) =>
    change.mutate(body, {
      onSuccess: () => {
        setDeciding(null);
        setChosen('');
      },
      // Refused for a reason of its own (not a field's), the dialog closes onto the page, which
      // has read the application again when it changed meanwhile.
      onError: (error) => {
        if (!(error instanceof ApiError) || Object.keys(error.fields).length === 0) {
          setDeciding(null);
          setChosen('');
        }
      },
    });
  // The dialog sits beside the form, not in it: React bubbles its form's submit through the portal.
  return (
    <>
      <form
        className="flex flex-wrap items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          if (!target) return;
          change.reset();
          if (isDecisionStatus(target)) setDeciding(target);
          else submit({ status: target, from: application.reviewStatus });
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
          <Outcome mutation={deciding ? { error: null } : change} application={application} />
        </div>
      </form>
      <DecisionDialog
        status={deciding}
        from={application.reviewStatus}
        pending={change.isPending}
        error={change.error}
        onCancel={() => {
          setDeciding(null);
          change.reset();
        }}
        onSubmit={submit}
      />
    </>
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
      <Outcome mutation={assign} application={application} />
    </div>
  );
}

/**
 * The review status and the assignee (their values are in the page's key facts) and the notes;
 * viewers read the notes, admins also change all three.
 */
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
