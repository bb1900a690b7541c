import {
  adminApplicationUrl,
  isWebAppPath,
  UPLOAD_DOCUMENTS_PATH,
  uploadDocumentsUrl,
} from '@funding/contracts';
import { QueryClient } from '@tanstack/react-query';
import { createMemoryHistory, createRouter } from '@tanstack/react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { appRouterOptions } from './router';

// The route tree without a screen: where an address lands, and what the address bar says after.
// Run as in a browser (Node would make the router behave as on a server, which reports redirects
// instead of following them); the router reads window.origin, so that much of a window is given.
beforeAll(() => {
  vi.stubGlobal('window', { origin: 'http://127.0.0.1:8080' });
  return () => vi.unstubAllGlobals();
});

function routerAt(address: string) {
  return createRouter({
    ...appRouterOptions(new QueryClient()),
    history: createMemoryHistory({ initialEntries: [address] }),
    isServer: false,
    scrollRestoration: false,
  });
}

async function open(address: string) {
  const router = routerAt(address);
  await router.load();
  const leaf = router.state.matches.at(-1);
  expect(leaf?.error).toBeUndefined();
  return { router, href: router.state.location.href, routeId: leaf?.routeId, leaf };
}

describe('the admin routes', () => {
  it('keep a valid view, written as its one address', async () => {
    const { href, leaf } = await open('/admin?tab=applications&status=failed&page=2&search=Acme+Bakery');
    expect(href).toBe('/admin?page=2&search=Acme+Bakery&status=failed');
    expect(leaf?.search).toMatchObject({
      tab: 'applications',
      page: 2,
      status: 'failed',
      search: 'Acme Bakery',
    });
  });

  it('fall back to the defaults for hostile or unknown parts and clean them out of the address', async () => {
    const { href, leaf } = await open(
      '/admin?tab=%3Cscript%3E&page=-1&sort=price&_t=1700000000000&status=failed&state=XX',
    );
    expect(href).toBe('/admin?status=failed');
    expect(leaf?.search).toMatchObject({ tab: 'applications', page: 1, sort: 'newest', status: 'failed' });
    expect(leaf?.search).not.toHaveProperty('state', 'XX');
  });

  it("open an application's detail at the address the notification e-mail links to", async () => {
    const link = new URL(adminApplicationUrl('http://127.0.0.1:8080/admin', 'FA-7K3QD-9XW2M'));
    const { href, routeId, leaf } = await open(`${link.pathname}?page=oops`);
    expect(routeId).toBe('/admin/applications/$applicationId');
    expect(leaf?.params).toEqual({ applicationId: 'FA-7K3QD-9XW2M' });
    expect(href).toBe('/admin/applications/FA-7K3QD-9XW2M');
  });

  it('build links without the default parts', async () => {
    const { router } = await open('/admin?page=3');
    await router.navigate({ to: '/admin', search: { tab: 'agents', page: 1, sort: 'newest' } });
    expect(router.state.location.href).toBe('/admin?tab=agents');
    await router.navigate({ to: '/admin', search: (view) => ({ ...view, tab: 'applications', page: 2 }) });
    expect(router.state.location.href).toBe('/admin?page=2');
  });

  it('still send /admin-login to /admin', async () => {
    expect((await open('/admin-login')).href).toBe('/admin');
  });
});

describe('the upload page of a document request', () => {
  it("opens at the address the e-mail's link gives, token in the fragment", async () => {
    const link = new URL(uploadDocumentsUrl('http://127.0.0.1:8080', 'A'.repeat(43)));
    expect(link.pathname).toBe(UPLOAD_DOCUMENTS_PATH);
    const { routeId } = await open(`${link.pathname}${link.hash}`);
    expect(routeId).toBe(UPLOAD_DOCUMENTS_PATH);
  });
});

describe("the BFF's list of the app's pages (contracts' isWebAppPath)", () => {
  // A sample address for each route path: parameters filled in the way a real link fills them.
  const sampleAddress = (fullPath: string) =>
    fullPath
      .replace('{$agentSlug}', 'jane-doe')
      .replace('$agentId', '1b2c3d4e-0000-4000-8000-000000000001')
      .replace('$applicationId', 'FA-7K3QD-9XW2M');

  it('has every route of the router, so no page of the app is answered with the status 404', () => {
    const router = routerAt('/');
    const paths = Object.values(router.routesById)
      .map((route) => (route as { fullPath: string }).fullPath)
      .filter((path) => path !== '' && !path.includes('__root__'));
    expect(paths.length).toBeGreaterThanOrEqual(8);
    for (const path of paths) expect(isWebAppPath(sampleAddress(path)), path).toBe(true);
  });

  it('leaves out the addresses the router shows its 404 page for', async () => {
    const addresses = [
      '/nope',
      '/application/extra',
      '/thank-you/x',
      '/Jane-funding-application',
      '/admin/users',
    ];
    for (const address of addresses) {
      const router = routerAt(address);
      await router.load();
      // No route matched the whole path (the router's fuzzy not-found: the rest is left over as `**`),
      // or the route that did refused the address (notFound() in beforeLoad).
      const [, rawParams, foundRoute] = router.getMatchedRoutes(address);
      const leftOver = !foundRoute || Boolean((rawParams as Record<string, string>)['**']);
      const refused = router.state.matches.at(-1)?.status !== 'success';
      expect(leftOver || refused, address).toBe(true);
      expect(isWebAppPath(address), address).toBe(false);
    }
  });
});
