import { describe, expect, it } from 'vitest';
import { bffRoutes, routesWithoutInputs, SESSION_ENDING_ROUTES } from './routes.ts';

describe('the fuzz route table', () => {
  it('describes every route the BFF serves, so a new route is fuzzed from its first day', () => {
    expect(routesWithoutInputs()).toEqual([]);
    expect(bffRoutes().length).toBeGreaterThan(20);
  });

  it('takes each route input from its declaration, and spares its own session only where it must', () => {
    const routes = new Map(bffRoutes().map((route) => [`${route.method} ${route.path}`, route]));
    expect(routes.get('POST /api/auth/login')?.body).toBeDefined();
    expect(routes.get('GET /api/admin/applications')?.query).toBeDefined();
    expect(routes.get('POST /api/applications')?.multipart).toBe(true);
    expect(routes.get('POST /api/upload-links/current/files')?.multipart).toBe(true);
    for (const key of SESSION_ENDING_ROUTES) expect(routes.get(key)?.withoutValidSession).toBe(true);
    expect([...routes.values()].filter((route) => route.withoutValidSession)).toHaveLength(
      SESSION_ENDING_ROUTES.length,
    );
  });
});
