import {
  type Enrolment,
  enrolmentStartSchema,
  RECOVERY_CODE_COUNT,
  type SecondFactorStatus,
  secondFactorCodeSchema,
} from '@funding/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { AdminApiError, errorMessageOf } from '../api/admin-api-error';
import { formatDateTime } from '../applications/format';
import { useCurrentAdmin } from '../session/current-admin';
import { AdminDialog } from '../ui/AdminDialog';
import { dangerButton, primaryButton, secondaryButton } from '../ui/buttons';
import { DialogForm, fieldOf, saveCallbacks, useDialogForm } from '../ui/dialog-form';
import { FormError } from '../ui/FormError';
import { PasswordField } from '../ui/PasswordField';
import { ErrorState, LoadingState } from '../ui/QueryStates';
import { CodeField } from './CodeField';
import { EnrolmentForm } from './EnrolmentForm';
import { RecoveryCodesList } from './RecoveryCodesList';
import {
  secondFactorStatusOptions,
  useConfirmEnrolment,
  useDisableSecondFactor,
  useRegenerateRecoveryCodes,
  useStartEnrolment,
} from './second-factor-api';

const SET_UP_FAILED = 'Set-up failed';

/** What the dialog shows: the state of the factor, or one of the steps that change it. */
type View =
  | { name: 'overview'; notice?: string }
  | { name: 'password' }
  | { name: 'enrol'; enrolment: Enrolment }
  | { name: 'codes'; codes: string[]; title: string }
  | { name: 'regenerate' }
  | { name: 'disable' };

interface SecondFactorDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The signed-in admin's own two-step verification: set it up, new recovery codes, turn it off. */
export function SecondFactorDialog({ open, onOpenChange }: SecondFactorDialogProps) {
  const [view, setView] = useState<View>({ name: 'overview' });
  const changeOpen = (next: boolean) => {
    // Recovery codes on screen are shown once: closing is the same as "Done".
    if (!next) setView({ name: 'overview' });
    onOpenChange(next);
  };
  return (
    <AdminDialog
      open={open}
      onOpenChange={changeOpen}
      title="Two-Step Verification"
      description="Signing in asks for a code from an authenticator app as well as your password."
    >
      {open && <SecondFactorContent view={view} setView={setView} />}
    </AdminDialog>
  );
}

function SecondFactorContent({ view, setView }: { view: View; setView: (view: View) => void }) {
  const status = useQuery(secondFactorStatusOptions());
  const admin = useCurrentAdmin();
  const back = () => setView({ name: 'overview' });

  if (status.isPending) return <LoadingState text="Loading two-step verification..." />;
  if (status.isError) {
    return (
      <ErrorState
        title="Could not load two-step verification"
        detail={errorMessageOf(status.error, '')}
        onRetry={() => void status.refetch()}
      />
    );
  }
  switch (view.name) {
    case 'overview':
      return <Overview status={status.data} notice={view.notice} setView={setView} />;
    case 'password':
      return (
        <PasswordStep onStarted={(enrolment) => setView({ name: 'enrol', enrolment })} onCancel={back} />
      );
    case 'enrol':
      return (
        <ConfirmStep
          enrolment={view.enrolment}
          onEnabled={(codes) => setView({ name: 'codes', codes, title: 'Two-step verification is on' })}
        />
      );
    case 'codes':
      return (
        <div className="space-y-3">
          <h3 className="font-semibold text-slate-900">{view.title}: save your recovery codes</h3>
          <RecoveryCodesList
            codes={view.codes}
            accountName={admin.username}
            continueLabel="Done"
            onContinue={back}
          />
        </div>
      );
    case 'regenerate':
      return (
        <CodeStep
          intro={`New recovery codes replace all ${RECOVERY_CODE_COUNT} of your current ones, used or not.`}
          submitLabel="Create new recovery codes"
          pendingLabel="Creating..."
          failureTitle="New recovery codes failed"
          useAction={useRegenerateRecoveryCodes}
          onDone={(result) =>
            setView({ name: 'codes', codes: result.recoveryCodes, title: 'New recovery codes created' })
          }
          onCancel={back}
        />
      );
    case 'disable':
      return (
        <CodeStep
          intro="Signing in will then need only your password. Enter a current code to confirm."
          submitLabel="Turn off"
          pendingLabel="Turning off..."
          failureTitle="Turning off failed"
          danger
          useAction={useDisableSecondFactor}
          onDone={(result) => setView({ name: 'overview', notice: result.message })}
          onCancel={back}
        />
      );
  }
}

function Overview({
  status,
  notice,
  setView,
}: {
  status: SecondFactorStatus;
  notice: string | undefined;
  setView: (view: View) => void;
}) {
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

function PasswordStep({
  onStarted,
  onCancel,
}: {
  onStarted: (enrolment: Enrolment) => void;
  onCancel: () => void;
}) {
  const form = useDialogForm(enrolmentStartSchema, { currentPassword: '' });
  const start = useStartEnrolment();
  const onSubmit = form.handleSubmit((values) =>
    start.mutate(values, {
      ...saveCallbacks(form, ['currentPassword'], SET_UP_FAILED, () => undefined),
      onSuccess: onStarted,
    }),
  );
  return (
    <DialogForm
      form={form}
      onSubmit={onSubmit}
      submitLabel="Continue"
      pendingLabel="Checking..."
      pending={start.isPending}
      onCancel={onCancel}
    >
      <p className="text-sm text-slate-700">Enter your password to set up two-step verification.</p>
      <PasswordField
        label="Current Password"
        {...fieldOf(form, 'currentPassword')}
        autoComplete="current-password"
        required
      />
    </DialogForm>
  );
}

function ConfirmStep({
  enrolment,
  onEnabled,
}: {
  enrolment: Enrolment;
  onEnabled: (codes: string[]) => void;
}) {
  const confirm = useConfirmEnrolment();
  const error = confirm.error;
  const failure =
    error instanceof AdminApiError && error.fields.code
      ? { message: error.fields.code, field: 'code' }
      : error
        ? { message: errorMessageOf(error, 'Turning on failed') }
        : null;
  return (
    <EnrolmentForm
      enrolment={enrolment}
      pending={confirm.isPending}
      failure={failure}
      onConfirm={(code) =>
        confirm.mutate({ code }, { onSuccess: (result) => onEnabled(result.recoveryCodes) })
      }
    />
  );
}

type CodeAction<Result> = () => {
  mutate: (
    body: { code: string },
    options: { onSuccess: (result: Result) => void; onError: (error: unknown) => void },
  ) => void;
  isPending: boolean;
};

function CodeStep<Result>({
  intro,
  submitLabel,
  pendingLabel,
  failureTitle,
  danger,
  useAction,
  onDone,
  onCancel,
}: {
  intro: string;
  submitLabel: string;
  pendingLabel: string;
  failureTitle: string;
  danger?: boolean;
  useAction: CodeAction<Result>;
  onDone: (result: Result) => void;
  onCancel: () => void;
}) {
  const form = useDialogForm(secondFactorCodeSchema, { code: '' });
  const action = useAction();
  const onSubmit = form.handleSubmit((values) =>
    action.mutate(values, {
      ...saveCallbacks(form, ['code'], failureTitle, () => undefined),
      onSuccess: onDone,
    }),
  );
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <p className="text-sm text-slate-700">{intro}</p>
      <FormError message={form.formState.errors.root?.message} />
      <CodeField
        label="Authentication code"
        hint="6 digits from your app, or a recovery code"
        {...fieldOf(form, 'code')}
      />
      <div className="flex flex-wrap justify-end gap-3">
        <button type="button" className={secondaryButton} onClick={onCancel}>
          Cancel
        </button>
        <button type="submit" className={danger ? dangerButton : primaryButton} disabled={action.isPending}>
          {action.isPending ? pendingLabel : submitLabel}
        </button>
      </div>
    </form>
  );
}
