import { type ApplicationDetail, RETENTION_REASON_MAX } from '@funding/contracts';
import { useId, useState } from 'react';
import { errorMessageOf } from '../../api/api-client';
import { FieldFrame } from '../../components/FieldFrame';
import { inputClasses } from '../../components/input-classes';
import { canChangeRecords, canManageAdmins, useCurrentAdmin } from '../session/current-admin';
import { dangerButton, secondaryButton } from '../ui/buttons';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { RetentionLine } from './RetentionLine';
import { useChangeLegalHold, useDisposeApplication } from './retention-mutations';

/**
 * When the application will be disposed of, and what staff may do about it, each with a reason that
 * the audit trail keeps: a super admin places or lifts a legal hold; an admin disposes of it now
 * (an applicant's deletion request). The server checks the roles; this leaves out what it refuses.
 */
export function RetentionControls({ application }: { application: ApplicationDetail }) {
  const id = useId();
  const { role } = useCurrentAdmin();
  const [reason, setReason] = useState('');
  const [confirming, setConfirming] = useState(false);
  const hold = useChangeLegalHold(application.applicationId);
  const dispose = useDisposeApplication(application.applicationId);
  const { retention } = application;
  const held = retention.legalHold !== null;
  const canHold = canManageAdmins(role) && !retention.disposedAt;
  const canDispose = canChangeRecords(role) && !retention.disposedAt && !held;
  const last = dispose.isIdle ? hold : dispose;
  const pending = hold.isPending || dispose.isPending;
  const done = () => setReason('');
  return (
    <div className="space-y-2">
      <RetentionLine retention={retention} />
      {(canHold || canDispose) && (
        <div className="flex flex-wrap items-end gap-2">
          <FieldFrame id={`${id}-reason`} label="Reason" className="min-w-64 grow">
            <input
              id={`${id}-reason`}
              value={reason}
              maxLength={RETENTION_REASON_MAX}
              onChange={(event) => setReason(event.target.value)}
              className={inputClasses}
            />
          </FieldFrame>
          {canHold && (
            <button
              type="button"
              className={secondaryButton}
              disabled={pending}
              onClick={() => hold.mutate({ held: !held, reason }, { onSuccess: done })}
            >
              {held ? 'Lift legal hold' : 'Place legal hold'}
            </button>
          )}
          {canDispose && (
            <button
              type="button"
              className={dangerButton}
              disabled={pending}
              onClick={() => setConfirming(true)}
            >
              Dispose of now
            </button>
          )}
        </div>
      )}
      {last.error ? (
        <p role="alert" className="text-sm font-medium text-red-800">
          {errorMessageOf(last.error, 'The change could not be saved')}
        </p>
      ) : (
        <p role="status" className="min-h-5 text-sm text-green-800">
          {last.data?.message}
        </p>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={(open) => {
          if (!open && !dispose.isPending) setConfirming(false);
        }}
        title="Dispose of this application now?"
        description="Its documents, PDF package, notes and the applicant's personal data are destroyed. The application ID, state, amounts, statuses and the audit trail are kept. This cannot be undone."
        confirmLabel="Dispose of now"
        pendingLabel="Disposing..."
        pending={dispose.isPending}
        onConfirm={() =>
          dispose.mutate(
            { reason },
            {
              onSuccess: done,
              onSettled: () => setConfirming(false),
            },
          )
        }
      />
    </div>
  );
}
