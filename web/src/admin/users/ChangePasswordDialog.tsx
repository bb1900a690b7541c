import { passwordChangeSchema } from '@funding/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { errorMessageOf } from '../api/admin-api-error';
import { AdminDialog } from '../ui/AdminDialog';
import { applyServerFieldErrors } from '../ui/apply-server-errors';
import { FormActions } from '../ui/FormActions';
import { PasswordField } from '../ui/PasswordField';
import { useChangeOwnPassword } from './user-mutations';

type PasswordInput = z.input<typeof passwordChangeSchema>;
type PasswordOutput = z.output<typeof passwordChangeSchema>;

interface ChangePasswordDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function ChangePasswordDialog({ open, onOpenChange }: ChangePasswordDialogProps) {
  return (
    <AdminDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Change Password"
      description="Your other signed-in sessions end; this one continues."
    >
      <ChangePasswordForm onDone={() => onOpenChange(false)} />
    </AdminDialog>
  );
}

function ChangePasswordForm({ onDone }: { onDone: () => void }) {
  const form = useForm<PasswordInput, unknown, PasswordOutput>({
    resolver: zodResolver(passwordChangeSchema),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const change = useChangeOwnPassword();
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit((values) =>
    change.mutate(values, {
      onSuccess: onDone,
      onError: (error) => {
        const placed = applyServerFieldErrors(
          error,
          ['currentPassword', 'newPassword', 'confirmPassword'],
          form.setError,
        );
        if (!placed) form.setError('root', { message: errorMessageOf(error, 'Password change failed') });
      },
    }),
  );
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      {errors.root?.message && (
        <p
          role="alert"
          className="rounded-md bg-red-50 p-3 text-sm font-medium text-red-800 ring-1 ring-red-700"
        >
          {errors.root.message}
        </p>
      )}
      <PasswordField
        label="Current Password"
        registration={form.register('currentPassword')}
        error={errors.currentPassword?.message}
        autoComplete="current-password"
        required
      />
      <PasswordField
        label="New Password"
        registration={form.register('newPassword')}
        error={errors.newPassword?.message}
        autoComplete="new-password"
        required
      />
      <PasswordField
        label="Confirm New Password"
        registration={form.register('confirmPassword')}
        error={errors.confirmPassword?.message}
        autoComplete="new-password"
        required
      />
      <FormActions
        submitLabel="Change Password"
        pendingLabel="Changing..."
        pending={change.isPending}
        onCancel={onDone}
      />
    </form>
  );
}
