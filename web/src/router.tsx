import { AGENT_FORM_PATH_SUFFIX, slugFromAgentFormPath } from '@funding/contracts';
import {
  createRootRoute,
  createRoute,
  createRouter,
  lazyRouteComponent,
  notFound,
  Outlet,
  redirect,
} from '@tanstack/react-router';
import { ToastHost } from './components/ToastHost';
import { ApplicationPage } from './pages/ApplicationPage';
import { NotFoundPage } from './pages/NotFoundPage';
import { ThankYouPage } from './pages/ThankYouPage';

function RootLayout() {
  return (
    <>
      <Outlet />
      <ToastHost />
    </>
  );
}

const rootRoute = createRootRoute({ component: RootLayout, notFoundComponent: NotFoundPage });

const indexRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  component: () => <ApplicationPage />,
});

const applicationRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/application',
  component: () => <ApplicationPage />,
});

const agentByIdRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/apply/agent/$agentId',
  component: function AgentByIdApplication() {
    const { agentId } = agentByIdRoute.useParams();
    return <ApplicationPage agentLookup={{ by: 'id', value: agentId }} />;
  },
});

// TanStack Router (>= 1.121) matches a parameter with a literal suffix inside one segment. The shared
// slug rule then decides: a path that only looks like an agent link (no slug, odd characters) is a 404.
const agentBySlugRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: `/{$agentSlug}${AGENT_FORM_PATH_SUFFIX}`,
  beforeLoad: ({ location }) => {
    if (slugFromAgentFormPath(location.pathname) === null) throw notFound();
  },
  component: function AgentBySlugApplication() {
    const { agentSlug } = agentBySlugRoute.useParams();
    return <ApplicationPage agentLookup={{ by: 'slug', value: agentSlug }} />;
  },
});

const thankYouRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/thank-you',
  component: ThankYouPage,
});

// Lazy, so the admin portal is its own chunk that the applicant pages never download.
const adminRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/admin',
  component: lazyRouteComponent(() => import('./admin/AdminArea'), 'AdminArea'),
});

// DESIGN.md: the spec's /admin-login target does not exist as a screen; the login lives at /admin.
const adminLoginRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/admin-login',
  beforeLoad: () => {
    throw redirect({ to: '/admin', replace: true });
  },
});

const routeTree = rootRoute.addChildren([
  indexRoute,
  applicationRoute,
  agentByIdRoute,
  agentBySlugRoute,
  thankYouRoute,
  adminRoute,
  adminLoginRoute,
]);

export const router = createRouter({
  routeTree,
  defaultNotFoundComponent: NotFoundPage,
  scrollRestoration: true,
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}
