import { ADMIN_API_MESSAGES, ADMIN_ROLES, type AdminUser, adminUserUpdateSchema } from '@funding/contracts';
import { useWatch } from 'react-hook-form';
import { hintIdOf } from '../../components/field-ids';
import { useCurrentAdmin } from '../session/current-admin';
import { AdminDialog } from '../ui/AdminDialog';
import { DialogForm, fieldOf, saveCallbacks, useDialogForm } from '../ui/dialog-form';
import { EmailField } from '../ui/EmailField';
import { ActiveSwitch } from './ActiveSwitch';
import { RoleSelect } from './RoleSelect';
import { USER_FAILURES, useUpdateAdminUser } from './user-mutations';

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
  const form = useDialogForm(adminUserUpdateSchema, {
    email: user.email,
    role: user.role,
    isActive: user.isActive,
  });
  const isActive = useWatch({ control: form.control, name: 'isActive' }) ?? true;
  const update = useUpdateAdminUser();

  const onSubmit = form.handleSubmit((values) => {
    // Nobody changes their own role or active state (docs/product.md#who-may-do-what), so those are
    // not even sent.
    const changes = isSelf ? { email: values.email } : values;
    update.mutate({ userId: user.id, changes }, saveCallbacks(form, ['email'], USER_FAILURES.update, onDone));
  });

  return (
    <DialogForm
      form={form}
      onSubmit={onSubmit}
      submitLabel="Save Changes"
      pendingLabel="Saving..."
      pending={update.isPending}
      onCancel={onDone}
    >
      <p className="text-sm text-slate-800">
        Username: <span className="font-semibold">{user.username}</span>
      </p>
      <EmailField {...fieldOf(form, 'email')} />
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
    </DialogForm>
  );
}
