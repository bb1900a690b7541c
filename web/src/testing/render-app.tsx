import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRouter, RouterProvider } from '@tanstack/react-router';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createQueryClient } from '../query-client';
import { appRouterOptions } from '../router';

/**
 * The whole web app at `path`, as main.tsx mounts it: the real router (in memory, so the test reads
 * and drives its address), the real query client, every screen. Only the HTTP API is mocked (see
 * api-mock.ts).
 */
export async function renderApp(path: string) {
  const queryClient = createQueryClient();
  const history = createMemoryHistory({ initialEntries: [path] });
  const router = createRouter({ ...appRouterOptions(queryClient), history });
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  await router.load();
  return { router, queryClient, user, history };
}
