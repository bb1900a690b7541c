import {
  ADMIN_API_MESSAGES,
  type AdminUser,
  type AdminUserCreate,
  type AdminUserUpdate,
  actionResultSchema,
  adminUserSchema,
  type PasswordChange,
  passwordChangeResponseSchema,
} from '@funding/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorMessageOf } from '../../api/api-client';
import { showToast } from '../../components/toast-store';
import { adminFetch } from '../api/admin-fetch';
import { useCurrentAdmin } from '../session/current-admin';
import { sessionKeys } from '../session/session-queries';
import { rememberUser, replaceToken } from '../session/session-store';
import { userKeys } from './user-queries';

// Ours: the spec has no texts for admin-user failures.
export const USER_FAILURES = {
  create: 'Failed to create admin user',
  update: 'Failed to update admin user',
  delete: 'Failed to delete admin user',
  passwordChange: 'Password change failed',
  secondFactorReset: 'Failed to reset two-step verification',
} as const;

const userPath = (userId: string) => `/api/admin/users/${encodeURIComponent(userId)}`;

function failureToast(title: string) {
  return (error: unknown) =>
    showToast({ title, description: errorMessageOf(error, ''), variant: 'destructive' });
}

export function useCreateAdminUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (user: AdminUserCreate) =>
      adminFetch('/api/admin/users', adminUserSchema, { method: 'POST', json: user }),
    onSuccess: () => showToast({ title: ADMIN_API_MESSAGES.adminUserCreated, variant: 'success' }),
    onError: failureToast(USER_FAILURES.create),
    onSettled: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}

export function useUpdateAdminUser() {
  const queryClient = useQueryClient();
  const self = useCurrentAdmin();
  return useMutation({
    mutationFn: ({ userId, changes }: { userId: string; changes: AdminUserUpdate }) =>
      adminFetch(userPath(userId), adminUserSchema, { method: 'PUT', json: changes }),
    onSuccess: (updated: AdminUser) => {
      // Editing yourself (your e-mail) updates the badge and the stored user too.
      if (updated.id === self.id) {
        queryClient.setQueryData(sessionKeys.user(), updated);
        rememberUser(updated);
      }
      showToast({ title: ADMIN_API_MESSAGES.adminUserUpdated, variant: 'success' });
    },
    onError: failureToast(USER_FAILURES.update),
    onSettled: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}

export function useDeleteAdminUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => adminFetch(userPath(userId), actionResultSchema, { method: 'DELETE' }),
    onSuccess: (result) => showToast({ title: result.message, variant: 'success' }),
    onError: failureToast(USER_FAILURES.delete),
    onSettled: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}

/** The user's second factor and sessions end; their next sign-in sets it up again (when required). */
export function useResetSecondFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) =>
      adminFetch(`${userPath(userId)}/second-factor/reset`, actionResultSchema, { method: 'POST' }),
    onSuccess: (result) => showToast({ title: result.message, variant: 'success' }),
    onError: failureToast(USER_FAILURES.secondFactorReset),
    onSettled: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}

/** Every other session of the user ends; this one continues with the new token. */
export function useChangeOwnPassword() {
  return useMutation({
    mutationFn: (change: PasswordChange) =>
      adminFetch('/api/admin/users/me/password', passwordChangeResponseSchema, {
        method: 'POST',
        json: change,
      }),
    onSuccess: (result) => {
      replaceToken(result.token);
      showToast({ title: result.message, variant: 'success' });
    },
  });
}
