import type { z } from 'zod';
import { createApp } from '../../services/bff/src/app.ts';
import type { Dependencies } from '../../services/bff/src/dependencies.ts';
import { loadBffEnv } from '../../services/bff/src/env.ts';
import {
  declaredRoutes,
  isApiPath,
  UNDECLARED_API_ROUTES,
} from '../../services/bff/src/openapi/declared-routes.ts';

/** What a route reads besides its path: the fuzz derives hostile inputs from these schemas. */
export interface RouteInputs {
  body?: z.ZodType;
  query?: z.ZodType;
  /** The submission: multipart with files (see multipart-cases.ts). */
  multipart?: true;
  /** Never sent with the fuzz's own session (it would end that session for every later case). */
  withoutValidSession?: true;
}

/**
 * Routes that would end the fuzz's own session for every later case: signing out, and enrolling
 * its account in a second factor (which ends its other sessions). Another admin's second factor is
 * reset with the session as usual: the fuzz's own account keeps it.
 */
export const SESSION_ENDING_ROUTES: readonly string[] = [
  'POST /api/auth/logout',
  'POST /api/admin/second-factor/enrolment',
  'POST /api/admin/second-factor/enrolment/confirm',
];

export interface Route extends RouteInputs {
  method: string;
  path: string;
}

// Built without connections: listing its routes opens none.
const listedApp = () => createApp({ env: loadBffEnv({}) } as Dependencies);

/**
 * Every route the BFF serves, read from the app itself (so a new route cannot be missed), with the
 * inputs its declaration validates (services/bff/src/openapi): one home for what a route reads.
 */
export function bffRoutes(): Route[] {
  const app = listedApp();
  const declared = new Map(declaredRoutes(app).map((route) => [`${route.method} ${route.path}`, route]));
  const routes = new Map<string, Route>();
  for (const { method, path } of app.routes) {
    // Middleware and catch-alls (`ALL /api/*`, `GET /*`) are fuzzed through unknown paths.
    if (method === 'ALL' || path.endsWith('*')) continue;
    const key = `${method} ${path}`;
    const inputs = declared.get(key);
    routes.set(key, {
      method,
      path,
      ...(inputs?.body ? { body: inputs.body } : {}),
      ...(inputs?.query ? { query: inputs.query } : {}),
      ...(inputs?.multipart ? { multipart: true } : {}),
      ...(SESSION_ENDING_ROUTES.includes(key) ? { withoutValidSession: true } : {}),
    });
  }
  return [...routes.values()];
}

/**
 * API routes the app serves that nothing describes: neither declared nor served on purpose without
 * a declaration (a test keeps this empty). Routes outside `/api` read no input.
 */
export function routesWithoutInputs(): string[] {
  const declared = new Set(declaredRoutes(listedApp()).map(({ method, path }) => `${method} ${path}`));
  return bffRoutes()
    .filter(({ path }) => isApiPath(path))
    .map(({ method, path }) => `${method} ${path}`)
    .filter((key) => !declared.has(key) && !UNDECLARED_API_ROUTES.includes(key));
}
