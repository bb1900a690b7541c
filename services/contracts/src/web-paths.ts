import { ADMIN_APPLICATION_SEGMENT } from './admin-portal-links.ts';
import { UPLOAD_DOCUMENTS_PATH } from './document-requests.ts';
import { slugFromAgentFormPath } from './slug.ts';

// The web app's addresses (docs/product.md#the-screens), for the BFF: it answers every other path
// with the app's 404 page and the status 404, so a crawler, a monitor or a mistyped link sees a
// real "not found". web/src/router.test.ts checks this list against the router's routes.

/** Paths without a parameter; the router matches them without regard to case. */
const FIXED_PATHS = new Set([
  '/',
  '/application',
  '/thank-you',
  '/admin',
  '/admin-login',
  UPLOAD_DOCUMENTS_PATH,
]);
const AGENT_BY_ID = /^\/apply\/agent\/[^/]+$/i;
const ADMIN_APPLICATION = new RegExp(`^/admin/${ADMIN_APPLICATION_SEGMENT}/[^/]+$`, 'i');

/** One trailing slash does not change the page (the router ignores it). */
function withoutTrailingSlash(pathname: string): string {
  return pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
}

/** Whether the web app has a page at `pathname` (a path, no query); false means its 404 page. */
export function isWebAppPath(pathname: string): boolean {
  const path = withoutTrailingSlash(pathname);
  return (
    FIXED_PATHS.has(path.toLowerCase()) ||
    AGENT_BY_ID.test(path) ||
    ADMIN_APPLICATION.test(path) ||
    slugFromAgentFormPath(path) !== null
  );
}

/**
 * Pages search engines must not index: the confirmation (spec: noindex), which exists only after a
 * submission, the applicant's upload page (reached from an e-mail only), and the staff portal. They are not disallowed in robots.txt, which would stop a
 * crawler from ever reading the noindex; they say it in a header and (the thank-you page) in a meta tag.
 */
export function isNoIndexPath(pathname: string): boolean {
  const path = withoutTrailingSlash(pathname).toLowerCase();
  return (
    path === '/thank-you' ||
    path === UPLOAD_DOCUMENTS_PATH ||
    path === '/admin-login' ||
    path === '/admin' ||
    path.startsWith('/admin/')
  );
}
