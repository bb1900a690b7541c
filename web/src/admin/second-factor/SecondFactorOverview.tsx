import { type Enrolment, RECOVERY_CODE_COUNT, type SecondFactorStatus } from '@funding/contracts';
import { formatDateTime } from '../applications/format';
import { dangerButton, primaryButton, secondaryButton } from '../ui/buttons';

/** What the dialog shows: the state of the factor, or one of the steps that change it. */
export type SecondFactorView =
  | { name: 'overview'; notice?: string }
  | { name: 'password' }
  | { name: 'enrol'; enrolment: Enrolment }
  | { name: 'codes'; codes: string[]; title: string }
  | { name: 'regenerate' }
  | { name: 'disable' };

interface SecondFactorOverviewProps {
  status: SecondFactorStatus;
  /** The outcome of the last change. */
  notice: string | undefined;
  setView: (view: SecondFactorView) => void;
}

/** On or off, the recovery codes left, and the way to each change. */
export function SecondFactorOverview({ status, notice, setView }: SecondFactorOverviewProps) {
  // The outcome of the last change, inside the dialog: toasts outside a modal are hidden from
  // screen readers while it is open.
  const noticeLine = (
    <p
      role="status"
      className={notice ? 'rounded-md bg-green-50 p-3 text-sm text-green-900 ring-1 ring-green-700' : ''}
    >
      {notice}
    </p>
  );
  if (!status.enabled) {
    return (
      <div className="space-y-4">
        {noticeLine}
        <p className="text-slate-800">
          Two-step verification is <strong>off</strong> for your account.
          {status.required && ' It is required: you will be asked to set it up at your next sign-in.'}
        </p>
        <div className="flex flex-wrap justify-end gap-3">
          <button type="button" className={primaryButton} onClick={() => setView({ name: 'password' })}>
            Set up
          </button>
        </div>
      </div>
    );
  }
  return (
    <div className="space-y-4">
      {noticeLine}
      <p className="text-slate-800">
        Two-step verification is <strong>on</strong> since {formatDateTime(status.enabledAt)}.
      </p>
      <p className={status.recoveryCodesLeft <= 2 ? 'font-medium text-amber-900' : 'text-slate-700'}>
        {status.recoveryCodesLeft} of {RECOVERY_CODE_COUNT} recovery codes left.
      </p>
      {status.required && <p className="text-sm text-slate-700">It is required for every staff account.</p>}
      <div className="flex flex-wrap justify-end gap-3">
        <button type="button" className={secondaryButton} onClick={() => setView({ name: 'regenerate' })}>
          New recovery codes
        </button>
        {!status.required && (
          <button type="button" className={dangerButton} onClick={() => setView({ name: 'disable' })}>
            Turn off
          </button>
        )}
      </div>
    </div>
  );
}
