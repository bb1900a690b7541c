import {
  actionResultSchema,
  type EnrolmentConfirm,
  type EnrolmentStart,
  enrolmentConfirmResponseSchema,
  enrolmentSchema,
  recoveryCodesResponseSchema,
  type SecondFactorCode,
  secondFactorStatusSchema,
} from '@funding/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { adminFetch } from '../api/admin-fetch';
import { adminKeys } from '../session/admin-keys';
import { replaceToken } from '../session/session-store';

// The signed-in admin's own second factor (`/api/admin/second-factor`).

export function secondFactorStatusOptions() {
  return queryOptions({
    queryKey: adminKeys.secondFactor(),
    queryFn: () => adminFetch('/api/admin/second-factor', secondFactorStatusSchema),
  });
}

/** Whatever changed the factor also changes the signed-in user (`secondFactorEnabled`) and the list. */
function useRefreshAfterChange() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: adminKeys.secondFactor() }),
      queryClient.invalidateQueries({ queryKey: adminKeys.session() }),
      queryClient.invalidateQueries({ queryKey: adminKeys.users() }),
    ]);
}

export function useStartEnrolment() {
  return useMutation({
    mutationFn: (body: EnrolmentStart) =>
      adminFetch('/api/admin/second-factor/enrolment', enrolmentSchema, { method: 'POST', body }),
  });
}

/** Turning it on ends the other sessions; this one continues with the new token. */
export function useConfirmEnrolment() {
  const refresh = useRefreshAfterChange();
  return useMutation({
    mutationFn: (body: EnrolmentConfirm) =>
      adminFetch('/api/admin/second-factor/enrolment/confirm', enrolmentConfirmResponseSchema, {
        method: 'POST',
        body,
      }),
    onSuccess: async (result) => {
      replaceToken(result.token);
      await refresh();
    },
  });
}

export function useRegenerateRecoveryCodes() {
  const refresh = useRefreshAfterChange();
  return useMutation({
    mutationFn: (body: SecondFactorCode) =>
      adminFetch('/api/admin/second-factor/recovery-codes', recoveryCodesResponseSchema, {
        method: 'POST',
        body,
      }),
    onSuccess: () => refresh(),
  });
}

export function useDisableSecondFactor() {
  const refresh = useRefreshAfterChange();
  return useMutation({
    mutationFn: (body: SecondFactorCode) =>
      adminFetch('/api/admin/second-factor/disable', actionResultSchema, { method: 'POST', body }),
    onSuccess: () => refresh(),
  });
}
