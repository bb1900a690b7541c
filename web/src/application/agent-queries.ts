import type { AgentPublic } from '@funding/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiJson } from '../api/api-client';
import { loadSchemas } from './load-schemas';

export interface AgentLookup {
  by: 'id' | 'slug';
  value: string;
}

/** The agent of an agent link, as the applicant's form shows them (the public card). */
export const agentCardKeys = {
  all: ['agent-card'] as const,
  byLookup: ({ by, value }: AgentLookup) => [...agentCardKeys.all, by, value] as const,
};

// The answer is checked against the shared schema, which loads alongside the request.
export function agentCardOptions(lookup: AgentLookup) {
  const path =
    lookup.by === 'id'
      ? `/api/agents/${encodeURIComponent(lookup.value)}`
      : `/api/agents/by-slug/${encodeURIComponent(lookup.value)}`;
  return queryOptions({
    queryKey: agentCardKeys.byLookup(lookup),
    queryFn: async (): Promise<AgentPublic> => {
      const [body, { agentPublicSchema }] = await Promise.all([apiJson(path), loadSchemas()]);
      return agentPublicSchema.parse(body);
    },
  });
}

// A failed agent lookup is only logged; the form works without an agent.
export function useAgent(lookup: AgentLookup | undefined): AgentPublic | null {
  const query = useQuery({
    ...agentCardOptions(lookup ?? { by: 'id', value: '' }),
    enabled: lookup !== undefined,
  });
  useEffect(() => {
    if (query.error) console.error('Agent lookup failed; continuing without an agent', query.error);
  }, [query.error]);
  return query.data ?? null;
}
