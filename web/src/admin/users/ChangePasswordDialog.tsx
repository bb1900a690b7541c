import { passwordChangeSchema } from '@funding/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { AdminDialog } from '../ui/AdminDialog';
import { showServerErrors } from '../ui/apply-server-errors';
import { FormActions } from '../ui/FormActions';
import { FormError } from '../ui/FormError';
import { PasswordField } from '../ui/PasswordField';
import { USER_FAILURES, useChangeOwnPassword } from './user-mutations';

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
      onError: (error) =>
        showServerErrors(
          error,
          ['currentPassword', 'newPassword', 'confirmPassword'],
          form.setError,
          USER_FAILURES.passwordChange,
        ),
    }),
  );
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <FormError message={errors.root?.message} />
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
