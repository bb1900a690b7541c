import { revealResponseSchema } from '@funding/contracts';
import { useMutation } from '@tanstack/react-query';
import { adminFetch } from '../../api/admin-fetch';

/**
 * SSN, EIN and dates of birth in full, for a reason the server writes into the audit entry. The
 * values stay in the page that asked (never in the query cache), so leaving it masks them again.
 */
export function useRevealPersonalData(applicationId: string) {
  return useMutation({
    mutationFn: (reason: string) =>
      adminFetch(
        `/api/admin/applications/${encodeURIComponent(applicationId)}/reveal`,
        revealResponseSchema,
        {
          method: 'POST',
          json: { reason },
        },
      ),
  });
}
