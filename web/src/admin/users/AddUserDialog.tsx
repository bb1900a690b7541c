import { adminUserCreateSchema, CREATABLE_ADMIN_ROLES } from '@funding/contracts';
import { TextField } from '../../components/TextField';
import { AdminDialog } from '../ui/AdminDialog';
import { DialogForm, fieldOf, saveCallbacks, useDialogForm } from '../ui/dialog-form';
import { EmailField } from '../ui/EmailField';
import { PasswordField } from '../ui/PasswordField';
import { RoleSelect } from './RoleSelect';
import { USER_FAILURES, useCreateAdminUser } from './user-mutations';

export function AddUserDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <AdminDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Add Admin User"
      description="New users sign in with this username and password. Super Admin can be granted by editing a user."
    >
      <AddUserForm onDone={() => onOpenChange(false)} />
    </AdminDialog>
  );
}

function AddUserForm({ onDone }: { onDone: () => void }) {
  const form = useDialogForm(adminUserCreateSchema, { username: '', email: '', password: '', role: 'admin' });
  const create = useCreateAdminUser();
  const onSubmit = form.handleSubmit((values) =>
    create.mutate(
      values,
      saveCallbacks(form, ['username', 'email', 'password'], USER_FAILURES.create, onDone),
    ),
  );
  return (
    <DialogForm
      form={form}
      onSubmit={onSubmit}
      submitLabel="Add User"
      pendingLabel="Adding..."
      pending={create.isPending}
      onCancel={onDone}
    >
      <TextField label="Username" {...fieldOf(form, 'username')} required autoComplete="off" />
      <EmailField {...fieldOf(form, 'email')} />
      <PasswordField label="Password" {...fieldOf(form, 'password')} autoComplete="new-password" required />
      <RoleSelect registration={form.register('role')} roles={CREATABLE_ADMIN_ROLES} />
    </DialogForm>
  );
}
