import type { AgentPublic } from '@funding/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { fetchQueryKeyAsJson } from '../query-client';
import { loadSchemas } from './load-schemas';

export interface AgentLookup {
  by: 'id' | 'slug';
  value: string;
}

// The key's segments joined with '/' are the URL (docs/product.md#calls-and-errors); the
// answer is checked against the shared schema, which loads alongside the request.
export function agentQueryOptions(lookup: AgentLookup) {
  const base = lookup.by === 'id' ? '/api/agents' : '/api/agents/by-slug';
  return queryOptions({
    queryKey: [base, encodeURIComponent(lookup.value)],
    queryFn: async (context): Promise<AgentPublic> => {
      const [body, { agentPublicSchema }] = await Promise.all([fetchQueryKeyAsJson(context), loadSchemas()]);
      return agentPublicSchema.parse(body);
    },
  });
}

// A failed agent lookup is only logged; the form works without an agent
// (docs/product.md#calls-and-errors).
export function useAgent(lookup: AgentLookup | undefined): AgentPublic | null {
  const query = useQuery({
    ...agentQueryOptions(lookup ?? { by: 'id', value: '' }),
    enabled: lookup !== undefined,
  });
  useEffect(() => {
    if (query.error) console.error('Agent lookup failed; continuing without an agent', query.error);
  }, [query.error]);
  return query.data ?? null;
}
