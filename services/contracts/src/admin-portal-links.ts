import { APPLICATION_ID_PATTERN } from './ids.ts';

// Addresses inside the admin portal that leave the browser: the notification e-mails link to an
// application, and the web app's router serves that same path. One home, so the two cannot drift.

/** Below the portal's root (`/admin`): the page that opens one application's detail view. */
export const ADMIN_APPLICATION_SEGMENT = 'applications';

/**
 * The absolute address of an application in the portal, from the portal's own address (the
 * mail-worker's ADMIN_PORTAL_URL, such as `https://funding.example.com/admin`). Whoever opens it
 * signs in first and then lands on the application. Only a well-formed id gets an address: anything
 * else (a dot segment, a slash) could point the link somewhere else in the portal.
 */
export function adminApplicationUrl(portalUrl: string, applicationId: string): string {
  if (!APPLICATION_ID_PATTERN.test(applicationId)) {
    throw new RangeError(`Not an application id: ${JSON.stringify(applicationId.slice(0, 40))}`);
  }
  const url = new URL(portalUrl);
  const root = url.pathname.replace(/\/+$/, '');
  url.pathname = `${root}/${ADMIN_APPLICATION_SEGMENT}/${encodeURIComponent(applicationId)}`;
  url.search = '';
  url.hash = '';
  return url.toString();
}
