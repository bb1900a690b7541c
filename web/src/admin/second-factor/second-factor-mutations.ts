import {
  actionResultSchema,
  type EnrolmentConfirm,
  type EnrolmentStart,
  enrolmentConfirmResponseSchema,
  enrolmentSchema,
  recoveryCodesResponseSchema,
  type SecondFactorCode,
} from '@funding/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminFetch } from '../api/admin-fetch';
import { sessionKeys } from '../session/session-queries';
import { replaceToken } from '../session/session-store';
import { userKeys } from '../users/user-queries';
import { secondFactorKeys } from './second-factor-queries';

// The signed-in admin's own second factor (`/api/admin/second-factor`): the changes.

/** Whatever changed the factor also changes the signed-in user (`secondFactorEnabled`) and the list. */
function useRefreshAfterChange() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: secondFactorKeys.all }),
      queryClient.invalidateQueries({ queryKey: sessionKeys.user() }),
      queryClient.invalidateQueries({ queryKey: userKeys.all }),
    ]);
}

export function useStartEnrolment() {
  return useMutation({
    mutationFn: (body: EnrolmentStart) =>
      adminFetch('/api/admin/second-factor/enrolment', enrolmentSchema, { method: 'POST', json: body }),
  });
}

/** Turning it on ends the other sessions; this one continues with the new token. */
export function useConfirmEnrolment() {
  const refresh = useRefreshAfterChange();
  return useMutation({
    mutationFn: (body: EnrolmentConfirm) =>
      adminFetch('/api/admin/second-factor/enrolment/confirm', enrolmentConfirmResponseSchema, {
        method: 'POST',
        json: body,
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
        json: body,
      }),
    onSuccess: () => refresh(),
  });
}

export function useDisableSecondFactor() {
  const refresh = useRefreshAfterChange();
  return useMutation({
    mutationFn: (body: SecondFactorCode) =>
      adminFetch('/api/admin/second-factor/disable', actionResultSchema, { method: 'POST', json: body }),
    onSuccess: () => refresh(),
  });
}
