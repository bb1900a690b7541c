import { statementAnalysisResponseSchema } from '@funding/contracts';
import { queryOptions } from '@tanstack/react-query';
import { adminFetch } from '../../api/admin-fetch';
import { applicationKeys } from '../application-queries';

export const statementsPath = (applicationId: string) =>
  `/api/admin/applications/${encodeURIComponent(applicationId)}/statements`;

/** While a statement is still being read, asked again every few seconds until it is done. */
const PENDING_REFRESH_MS = 5_000;

export function statementsOptions(applicationId: string) {
  return queryOptions({
    queryKey: [...applicationKeys.detail(applicationId), 'statements'] as const,
    queryFn: async () =>
      (await adminFetch(statementsPath(applicationId), statementAnalysisResponseSchema)).data,
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? PENDING_REFRESH_MS : false),
    refetchIntervalInBackground: false,
  });
}
