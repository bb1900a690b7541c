import {
  type Enrolment,
  enrolmentStartSchema,
  RECOVERY_CODE_COUNT,
  type SecondFactorCode,
  secondFactorCodeSchema,
} from '@funding/contracts';
import type { UseMutationResult } from '@tanstack/react-query';
import { ApiError, errorMessageOf } from '../../api/api-client';
import { DialogForm, fieldOf, saveCallbacks, useDialogForm } from '../ui/dialog-form';
import { PasswordField } from '../ui/PasswordField';
import { CodeField } from './CodeField';
import { EnrolmentForm } from './EnrolmentForm';
import {
  useConfirmEnrolment,
  useDisableSecondFactor,
  useRegenerateRecoveryCodes,
  useStartEnrolment,
} from './second-factor-mutations';

// The steps of the two-step verification dialog that change the factor, each on the shared dialog
// form: a refusal shows under its field, or above the form.

/** Setting up asks for the password again; the answer is the new key. */
export function PasswordStep({
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
      ...saveCallbacks(form, ['currentPassword'], 'Set-up failed', () => undefined),
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

/** The key, then the first code from the app, which turns it on. */
export function ConfirmEnrolmentStep({
  enrolment,
  onEnabled,
}: {
  enrolment: Enrolment;
  onEnabled: (codes: string[]) => void;
}) {
  const confirm = useConfirmEnrolment();
  const error = confirm.error;
  const failure =
    error instanceof ApiError && error.fields.code
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

/** New recovery codes, confirmed with a current code. */
export function RegenerateCodesStep({
  onCreated,
  onCancel,
}: {
  onCreated: (codes: string[]) => void;
  onCancel: () => void;
}) {
  const regenerate = useRegenerateRecoveryCodes();
  return (
    <CodeConfirmation
      intro={`New recovery codes replace all ${RECOVERY_CODE_COUNT} of your current ones, used or not.`}
      submitLabel="Create new recovery codes"
      pendingLabel="Creating..."
      failureTitle="New recovery codes failed"
      mutation={regenerate}
      onDone={(result) => onCreated(result.recoveryCodes)}
      onCancel={onCancel}
    />
  );
}

/** Turning it off, confirmed with a current code; `onTurnedOff` gets the server's message. */
export function TurnOffStep({
  onTurnedOff,
  onCancel,
}: {
  onTurnedOff: (message: string) => void;
  onCancel: () => void;
}) {
  const disable = useDisableSecondFactor();
  return (
    <CodeConfirmation
      intro="Signing in will then need only your password. Enter a current code to confirm."
      submitLabel="Turn off"
      pendingLabel="Turning off..."
      failureTitle="Turning off failed"
      danger
      mutation={disable}
      onDone={(result) => onTurnedOff(result.message)}
      onCancel={onCancel}
    />
  );
}

interface CodeConfirmationProps<Result> {
  intro: string;
  submitLabel: string;
  pendingLabel: string;
  failureTitle: string;
  danger?: boolean;
  /** The change the code confirms. */
  mutation: UseMutationResult<Result, Error, SecondFactorCode>;
  onDone: (result: Result) => void;
  onCancel: () => void;
}

/** A change that a current code (from the app, or a recovery code) confirms. */
function CodeConfirmation<Result>({
  intro,
  submitLabel,
  pendingLabel,
  failureTitle,
  danger,
  mutation,
  onDone,
  onCancel,
}: CodeConfirmationProps<Result>) {
  const form = useDialogForm(secondFactorCodeSchema, { code: '' });
  const onSubmit = form.handleSubmit((values) =>
    mutation.mutate(values, {
      ...saveCallbacks(form, ['code'], failureTitle, () => undefined),
      onSuccess: onDone,
    }),
  );
  return (
    <DialogForm
      form={form}
      onSubmit={onSubmit}
      submitLabel={submitLabel}
      pendingLabel={pendingLabel}
      pending={mutation.isPending}
      onCancel={onCancel}
      danger={danger}
    >
      <p className="text-sm text-slate-700">{intro}</p>
      <CodeField
        label="Authentication code"
        hint="6 digits from your app, or a recovery code"
        {...fieldOf(form, 'code')}
      />
    </DialogForm>
  );
}
