import { QueryClient } from '@tanstack/react-query';

// Every query names its own query function (from its area's `*-queries.ts`, through the API client
// in api/api-client.ts): there is no default one to fall back on.
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: false,
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: Number.POSITIVE_INFINITY,
      },
      mutations: { retry: false },
    },
  });
}
