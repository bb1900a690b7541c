import { QueryClient, type QueryFunctionContext } from '@tanstack/react-query';

// A query key's segments joined with '/' form the URL; cookies are sent
// (docs/product.md#calls-and-errors).
export async function fetchQueryKeyAsJson({ queryKey }: QueryFunctionContext): Promise<unknown> {
  const response = await fetch(queryKey.join('/'), { credentials: 'include' });
  if (!response.ok) {
    const body = await response.text();
    // "<status>: <body>", or the status text when the body is empty (same section).
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
