import { ADMIN_API_MESSAGES, ADMIN_ROLES, type AdminUser, adminUserUpdateSchema } from '@funding/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { hintIdOf } from '../../components/field-ids';
import { TextField } from '../../components/TextField';
import { useCurrentAdmin } from '../session/current-admin';
import { AdminDialog } from '../ui/AdminDialog';
import { showServerErrors } from '../ui/apply-server-errors';
import { FormActions } from '../ui/FormActions';
import { FormError } from '../ui/FormError';
import { ActiveSwitch } from './ActiveSwitch';
import { RoleSelect } from './RoleSelect';
import { USER_FAILURES, useUpdateAdminUser } from './user-mutations';

type EditUserInput = z.input<typeof adminUserUpdateSchema>;
type EditUserOutput = z.output<typeof adminUserUpdateSchema>;

interface EditUserDialogProps {
  user: AdminUser | null;
  onClose: () => void;
}

export function EditUserDialog({ user, onClose }: EditUserDialogProps) {
  return (
    <AdminDialog
      open={user !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title="Edit Admin User"
      description={user ? `Change the e-mail, role or status of ${user.username}.` : ''}
    >
      {user && <EditUserForm user={user} onDone={onClose} />}
    </AdminDialog>
  );
}

function EditUserForm({ user, onDone }: { user: AdminUser; onDone: () => void }) {
  const self = useCurrentAdmin();
  const isSelf = user.id === self.id;
  const form = useForm<EditUserInput, unknown, EditUserOutput>({
    resolver: zodResolver(adminUserUpdateSchema),
    defaultValues: { email: user.email, role: user.role, isActive: user.isActive },
  });
  const isActive = useWatch({ control: form.control, name: 'isActive' }) ?? true;
  const update = useUpdateAdminUser();
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) => {
    // SPEC section 6: nobody changes their own role or active state, so those are not even sent.
    const changes = isSelf ? { email: values.email } : values;
    update.mutate(
      { userId: user.id, changes },
      {
        onSuccess: onDone,
        onError: (error) => showServerErrors(error, ['email'], form.setError, USER_FAILURES.update),
      },
    );
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <FormError message={errors.root?.message} />
      <p className="text-sm text-slate-800">
        Username: <span className="font-semibold">{user.username}</span>
      </p>
      <TextField
        label="Email"
        type="email"
        inputMode="email"
        registration={form.register('email')}
        error={errors.email?.message}
        required
        autoComplete="off"
      />
      <RoleSelect
        registration={form.register('role')}
        roles={ADMIN_ROLES}
        disabled={isSelf}
        hint={isSelf ? ADMIN_API_MESSAGES.cannotChangeOwnRoleOrStatus : undefined}
      />
      <ActiveSwitch
        checked={isActive}
        disabled={isSelf}
        describedBy={isSelf ? hintIdOf('role') : undefined}
        onChange={(checked) => form.setValue('isActive', checked, { shouldDirty: true })}
      />
      <FormActions
        submitLabel="Save Changes"
        pendingLabel="Saving..."
        pending={update.isPending}
        onCancel={onDone}
      />
    </form>
  );
}
