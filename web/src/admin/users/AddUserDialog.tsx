import { adminUserCreateSchema, CREATABLE_ADMIN_ROLES } from '@funding/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { TextField } from '../../components/TextField';
import { AdminDialog } from '../ui/AdminDialog';
import { showServerErrors } from '../ui/apply-server-errors';
import { FormActions } from '../ui/FormActions';
import { FormError } from '../ui/FormError';
import { PasswordField } from '../ui/PasswordField';
import { RoleSelect } from './RoleSelect';
import { USER_FAILURES, useCreateAdminUser } from './user-mutations';

type AddUserInput = z.input<typeof adminUserCreateSchema>;
type AddUserOutput = z.output<typeof adminUserCreateSchema>;

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
  const form = useForm<AddUserInput, unknown, AddUserOutput>({
    resolver: zodResolver(adminUserCreateSchema),
    defaultValues: { username: '', email: '', password: '', role: 'admin' },
  });
  const create = useCreateAdminUser();
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit((values) =>
    create.mutate(values, {
      onSuccess: onDone,
      onError: (error) =>
        showServerErrors(error, ['username', 'email', 'password'], form.setError, USER_FAILURES.create),
    }),
  );
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <FormError message={errors.root?.message} />
      <TextField
        label="Username"
        registration={form.register('username')}
        error={errors.username?.message}
        required
        autoComplete="off"
      />
      <TextField
        label="Email"
        type="email"
        inputMode="email"
        registration={form.register('email')}
        error={errors.email?.message}
        required
        autoComplete="off"
      />
      <PasswordField
        label="Password"
        registration={form.register('password')}
        error={errors.password?.message}
        autoComplete="new-password"
        required
      />
      <RoleSelect registration={form.register('role')} roles={CREATABLE_ADMIN_ROLES} />
      <FormActions
        submitLabel="Add User"
        pendingLabel="Adding..."
        pending={create.isPending}
        onCancel={onDone}
      />
    </form>
  );
}
