import { passwordChangeSchema } from '@funding/contracts';
import { AdminDialog } from '../ui/AdminDialog';
import { DialogForm, fieldOf, saveCallbacks, useDialogForm } from '../ui/dialog-form';
import { PasswordField } from '../ui/PasswordField';
import { USER_FAILURES, useChangeOwnPassword } from './user-mutations';

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
  const form = useDialogForm(passwordChangeSchema, {
    currentPassword: '',
    newPassword: '',
    confirmPassword: '',
  });
  const change = useChangeOwnPassword();
  const onSubmit = form.handleSubmit((values) =>
    change.mutate(
      values,
      saveCallbacks(
        form,
        ['currentPassword', 'newPassword', 'confirmPassword'],
        USER_FAILURES.passwordChange,
        onDone,
      ),
    ),
  );
  return (
    <DialogForm
      form={form}
      onSubmit={onSubmit}
      submitLabel="Change Password"
      pendingLabel="Changing..."
      pending={change.isPending}
      onCancel={onDone}
    >
      <PasswordField
        label="Current Password"
        {...fieldOf(form, 'currentPassword')}
        autoComplete="current-password"
        required
      />
      <PasswordField
        label="New Password"
        {...fieldOf(form, 'newPassword')}
        autoComplete="new-password"
        required
      />
      <PasswordField
        label="Confirm New Password"
        {...fieldOf(form, 'confirmPassword')}
        autoComplete="new-password"
        required
      />
    </DialogForm>
  );
}
