import { zodResolver } from '@hookform/resolvers/zod';
import type { BaseSyntheticEvent, ReactNode } from 'react';
import {
  type DefaultValues,
  type FieldValues,
  get,
  type Path,
  type UseFormRegisterReturn,
  type UseFormReturn,
  useForm,
} from 'react-hook-form';
import type { z } from 'zod';
import { showServerErrors } from './apply-server-errors';
import { FormActions } from './FormActions';
import { FormError } from './FormError';

// The one way the portal's dialogs edit something: a react-hook-form form checked by the contract's
// schema, saved by a mutation that closes the dialog on success and shows a refusal inside the form,
// and laid out as the form-wide error, the fields, then Cancel and the submit button.

/** A form whose values are checked by `schema` (the same one the API checks them with). */
export function useDialogForm<Input extends FieldValues, Output>(
  schema: z.ZodType<Output, Input>,
  defaultValues: DefaultValues<Input>,
): UseFormReturn<Input, unknown, Output> {
  return useForm<Input, unknown, Output>({
    resolver: zodResolver<Input, unknown, Output>(schema),
    defaultValues,
  });
}

/** A field's registration and its message, for TextField, PasswordField and the like. */
export function fieldOf<Values extends FieldValues, Output>(
  form: UseFormReturn<Values, unknown, Output>,
  name: Path<Values>,
): { registration: UseFormRegisterReturn; error: string | undefined } {
  const error: { message?: unknown } | undefined = get(form.formState.errors, name);
  const message = error?.message;
  return { registration: form.register(name), error: typeof message === 'string' ? message : undefined };
}

/**
 * The mutation callbacks of a dialog's save: `onDone` (close) when it succeeds; when it is refused,
 * the server's messages under `fieldNames` or one message for the form (see showServerErrors).
 */
export function saveCallbacks<Values extends FieldValues, Output>(
  form: UseFormReturn<Values, unknown, Output>,
  fieldNames: readonly Path<Values>[],
  failureTitle: string,
  onDone: () => void,
) {
  return {
    onSuccess: () => onDone(),
    onError: (error: unknown) => showServerErrors(error, fieldNames, form.setError, failureTitle),
  };
}

interface DialogFormProps<Values extends FieldValues, Output> {
  form: UseFormReturn<Values, unknown, Output>;
  onSubmit: (event?: BaseSyntheticEvent) => Promise<void>;
  submitLabel: string;
  pendingLabel: string;
  pending: boolean;
  onCancel: () => void;
  danger?: boolean;
  children: ReactNode;
}

export function DialogForm<Values extends FieldValues, Output>({
  form,
  onSubmit,
  submitLabel,
  pendingLabel,
  pending,
  onCancel,
  danger,
  children,
}: DialogFormProps<Values, Output>) {
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <FormError message={form.formState.errors.root?.message} />
      {children}
      <FormActions
        submitLabel={submitLabel}
        pendingLabel={pendingLabel}
        pending={pending}
        onCancel={onCancel}
        danger={danger}
      />
    </form>
  );
}
