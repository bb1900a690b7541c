import { AGENT_FORM_PATH_SUFFIX, slugFromAgentFormPath } from '@funding/contracts';
import type { QueryClient } from '@tanstack/react-query';
import {
  createRootRouteWithContext,
  createRoute,
  createRouter,
  lazyRouteComponent,
  notFound,
  Outlet,
  redirect,
  stripSearchParams,
} from '@tanstack/react-router';
import { ADMIN_VIEW_DEFAULTS } from './admin/url/view-defaults';
import { loadPortal, prefetchAdminView, settleAdminSearch, validateAdminSearch } from './admin-route';
import { ToastHost } from './components/ToastHost';
import { useNewBuildNotice } from './new-build/use-new-build-notice';
import { ApplicationPage } from './pages/ApplicationPage';
import { NotFoundPage } from './pages/NotFoundPage';
import { ThankYouPage } from './pages/ThankYouPage';
import { parseSearchString, stringifySearchObject } from './search-string';

export interface RouterContext {
  queryClient: QueryClient;
}

function RootLayout() {
  useNewBuildNotice();
  return (
    <>
      <Outlet />
      <ToastHost />
    </>
  );
}

const rootRoute = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: NotFoundPage,
});

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

// A document request's upload page (docs/product.md): lazy, so applicants of the form never load it.
// The path is written out for the same reason as below; router.test.ts holds it to the contracts'.
const UploadDocumentsPage = lazyRouteComponent(
  () => import('./upload-documents/UploadDocumentsPage'),
  'UploadDocumentsPage',
);
const uploadDocumentsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/upload-documents',
  component: UploadDocumentsPage,
});

// Lazy, so the admin portal is its own chunk that the applicant pages never download.
const AdminArea = lazyRouteComponent(loadPortal, 'AdminArea');

// docs/product.md: where the admin is (tab, the list's filters, sort, search and page) lives in the URL,
// checked on the way in (see admin-route.ts). The gate inside AdminArea shows the login screen at
// this same address, so a link opened while signed out lands on its view after sign-in.
const adminRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/admin',
  validateSearch: validateAdminSearch,
  // Links and redirects to /admin are built with the validated view; its defaults stay out of the
  // address (without this, the default values would be written in and then redirected away again).
  search: { middlewares: [stripSearchParams(ADMIN_VIEW_DEFAULTS)] },
  beforeLoad: ({ location, search }) => settleAdminSearch(location, search),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => prefetchAdminView(context.queryClient, deps),
  component: AdminArea,
});

// An application's own page, inside the panel (behind its sign-in), the list's filters kept in its
// address for the way back. The notification e-mails link here through the contracts'
// adminApplicationUrl; router.test.ts holds the two together. (The path is written out because
// that module's import of the id schema would bring zod into the JS that `/` loads.)
const applicationDetailRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: 'applications/$applicationId',
  component: lazyRouteComponent(loadPortal, 'ApplicationDetailPage'),
});

// docs/product.md: the older form's /admin-login target is not a screen; the login lives at /admin.
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
  uploadDocumentsRoute,
  adminRoute.addChildren([applicationDetailRoute]),
  adminLoginRoute,
]);

export function appRouterOptions(queryClient: QueryClient) {
  return {
    routeTree,
    context: { queryClient },
    defaultNotFoundComponent: NotFoundPage,
    scrollRestoration: true,
    parseSearch: parseSearchString,
    stringifySearch: stringifySearchObject,
  };
}

export function createAppRouter(queryClient: QueryClient) {
  return createRouter(appRouterOptions(queryClient));
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}

declare module '@tanstack/history' {
  interface HistoryState {
    /** Set when the panel opened an application's detail from its list, so closing it goes back. */
    openedFromList?: boolean;
  }
}
