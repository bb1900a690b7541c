import { type AgentPublic, agentPublicSchema } from '@funding/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';

export interface AgentLookup {
  by: 'id' | 'slug';
  value: string;
}

// The default query function fetches the key's segments joined with '/' (SPEC section 7).
export function agentQueryOptions(lookup: AgentLookup) {
  const base = lookup.by === 'id' ? '/api/agents' : '/api/agents/by-slug';
  return queryOptions({
    queryKey: [base, encodeURIComponent(lookup.value)],
    select: (body: unknown) => agentPublicSchema.parse(body),
  });
}

// SPEC section 8: a failed agent lookup is only logged; the form works without an agent.
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
