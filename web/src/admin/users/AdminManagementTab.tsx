import { type AdminUser, MESSAGES } from '@funding/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessageOf } from '../../api/api-client';
import { showToast } from '../../components/toast-store';
import { useCurrentAdmin } from '../session/current-admin';
import { primaryButton } from '../ui/buttons';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { ErrorState, LoadingState } from '../ui/QueryStates';
import { AddUserDialog } from './AddUserDialog';
import { AdminUsersTable } from './AdminUsersTable';
import { EditUserDialog } from './EditUserDialog';
import { useDeleteAdminUser, useResetSecondFactor } from './user-mutations';
import { adminUserListOptions } from './user-queries';

/**
 * Admin users, through the server (docs/product.md#who-may-do-what); only super admins see this
 * tab.
 */
export function AdminManagementTab() {
  const self = useCurrentAdmin();
  const users = useQuery(adminUserListOptions());
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<AdminUser | null>(null);
  const [toDelete, setToDelete] = useState<AdminUser | null>(null);
  const deletion = useDeleteAdminUser();
  const [toReset, setToReset] = useState<AdminUser | null>(null);
  const reset = useResetSecondFactor();

  const askToDelete = (user: AdminUser) => {
    if (user.id === self.id) {
      showToast({
        title: MESSAGES.cannotDeleteTitle,
        description: MESSAGES.cannotDeleteSelf,
        variant: 'destructive',
      });
      return;
    }
    setToDelete(user);
  };

  return (
    <section aria-labelledby="admins-heading" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="admins-heading" className="text-xl font-semibold text-slate-900">
          Admin Management
        </h2>
        <button type="button" className={primaryButton} onClick={() => setAdding(true)}>
          Add Admin User
        </button>
      </div>
      {users.isPending ? (
        <LoadingState text="Loading admin users..." />
      ) : users.isError ? (
        <ErrorState
          title="Failed to fetch admin users"
          detail={errorMessageOf(users.error, '')}
          onRetry={() => void users.refetch()}
        />
      ) : (
        <AdminUsersTable
          users={users.data}
          selfId={self.id}
          onEdit={setEditing}
          onDelete={askToDelete}
          onResetSecondFactor={setToReset}
        />
      )}
      <AddUserDialog open={adding} onOpenChange={setAdding} />
      <EditUserDialog user={editing} onClose={() => setEditing(null)} />
      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => {
          if (!open && !deletion.isPending) setToDelete(null);
        }}
        title="Delete Admin User"
        description={toDelete && `Delete ${toDelete.username}? They can no longer sign in.`}
        confirmLabel="Delete"
        pendingLabel="Deleting..."
        pending={deletion.isPending}
        onConfirm={() => toDelete && deletion.mutate(toDelete.id, { onSettled: () => setToDelete(null) })}
      />
      <ConfirmDialog
        open={toReset !== null}
        onOpenChange={(open) => {
          if (!open && !reset.isPending) setToReset(null);
        }}
        title="Reset Two-Step Verification"
        description={
          toReset &&
          `Reset two-step verification for ${toReset.username}? Their authenticator app and recovery codes stop working and they are signed out everywhere. Where two-step verification is required, their next sign-in sets it up again.`
        }
        confirmLabel="Reset"
        pendingLabel="Resetting..."
        pending={reset.isPending}
        onConfirm={() => toReset && reset.mutate(toReset.id, { onSettled: () => setToReset(null) })}
      />
    </section>
  );
}
