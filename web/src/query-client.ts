import { QueryClient, type QueryFunctionContext } from '@tanstack/react-query';

// SPEC section 7: a query key's segments joined with '/' form the URL; cookies are sent.
export async function fetchQueryKeyAsJson({ queryKey }: QueryFunctionContext): Promise<unknown> {
  const response = await fetch(queryKey.join('/'), { credentials: 'include' });
  if (!response.ok) {
    const body = await response.text();
    // SPEC section 8: "<status>: <body>", or the status text when the body is empty.
    throw new Error(`${response.status}: ${body || response.statusText}`);
  }
  return response.json();
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: fetchQueryKeyAsJson,
        retry: false,
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: Number.POSITIVE_INFINITY,
      },
      mutations: { retry: false },
    },
  });
}
