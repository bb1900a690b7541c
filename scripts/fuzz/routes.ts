import {
  adminUserCreateSchema,
  adminUserUpdateSchema,
  agentCreateSchema,
  agentUpdateSchema,
  analyticsQuerySchema,
  applicationListQuerySchema,
  auditLogQuerySchema,
  challengeRequestSchema,
  downloadLinkRequestSchema,
  enrolmentConfirmAtSignInSchema,
  enrolmentConfirmSchema,
  enrolmentStartSchema,
  loginRequestSchema,
  passwordChangeSchema,
  secondFactorCodeSchema,
  secondFactorVerifyRequestSchema,
} from '@funding/contracts';
import { z } from 'zod';
import { createApp } from '../../services/bff/src/app.ts';
import type { Dependencies } from '../../services/bff/src/dependencies.ts';
import { loadBffEnv } from '../../services/bff/src/env.ts';

/** What a route reads besides its path: the fuzz derives hostile inputs from these schemas. */
export interface RouteInputs {
  body?: z.ZodType;
  query?: z.ZodType;
  /** The submission: multipart with files (see multipart-cases.ts). */
  multipart?: true;
  /** Never sent with the fuzz's own session (it would end that session for every later case). */
  withoutValidSession?: true;
}

const downloadQuery = z.object({
  token: z.string().optional(),
  download: z.enum(['true', 'false']).optional(),
});

export const ROUTE_INPUTS: Record<string, RouteInputs> = {
  'GET /api/health': {},
  'GET /api/ready': {},
  'GET /api/agents/by-slug/:agentSlug': {},
  'GET /api/agents/:agentId': {},
  'POST /api/applications': { multipart: true },
  'POST /api/auth/login': { body: loginRequestSchema },
  'GET /api/auth/verify': {},
  'POST /api/auth/logout': { withoutValidSession: true },
  'POST /api/auth/second-factor/verify': { body: secondFactorVerifyRequestSchema },
  'POST /api/auth/second-factor/enrolment': { body: challengeRequestSchema },
  'POST /api/auth/second-factor/enrolment/confirm': { body: enrolmentConfirmAtSignInSchema },
  'POST /api/admin/applications/:applicationId/download-link': { body: downloadLinkRequestSchema },
  'GET /api/admin/applications/:applicationId/download-pdf': { query: downloadQuery },
  'GET /api/admin/applications/:applicationId/documents/:slot': { query: downloadQuery },
  'GET /api/admin/applications': { query: applicationListQuerySchema },
  'GET /api/admin/applications/:applicationId': {},
  'DELETE /api/admin/applications/:applicationId': {},
  'POST /api/admin/applications/:applicationId/retry': {},
  'GET /api/admin/agents': {},
  'POST /api/admin/agents': { body: agentCreateSchema },
  'PUT /api/admin/agents/:id': { body: agentUpdateSchema },
  'DELETE /api/admin/agents/:id': {},
  'GET /api/admin/users': {},
  'POST /api/admin/users': { body: adminUserCreateSchema },
  'PUT /api/admin/users/:id': { body: adminUserUpdateSchema },
  'DELETE /api/admin/users/:id': {},
  'POST /api/admin/users/me/password': { body: passwordChangeSchema },
  // Another admin's second factor only: the fuzz's own account keeps its session.
  'POST /api/admin/users/:id/second-factor/reset': {},
  'GET /api/admin/second-factor': {},
  // Enrolling the fuzz's own account would end its other sessions: sent without its session.
  'POST /api/admin/second-factor/enrolment': { body: enrolmentStartSchema, withoutValidSession: true },
  'POST /api/admin/second-factor/enrolment/confirm': {
    body: enrolmentConfirmSchema,
    withoutValidSession: true,
  },
  'POST /api/admin/second-factor/recovery-codes': { body: secondFactorCodeSchema },
  'POST /api/admin/second-factor/disable': { body: secondFactorCodeSchema },
  'GET /api/admin/analytics': { query: analyticsQuerySchema },
  'GET /api/admin/audit-log': { query: auditLogQuerySchema },
  // The queue view: its link (the fuzz's own session asks for one) and the link's way in.
  'POST /api/admin/queues/link': {},
  'GET /api/admin/queues/enter': { query: z.object({ token: z.string().optional() }) },
  'GET /metrics': {},
  'GET /.well-known/security.txt': {},
};

export interface Route extends RouteInputs {
  method: string;
  path: string;
}

/**
 * Every route the BFF serves, read from the app itself (so a new route cannot be missed), with
 * the inputs above. The app is built without connections: listing its routes opens none.
 */
export function bffRoutes(): Route[] {
  const app = createApp({ env: loadBffEnv({}) } as Dependencies);
  const routes = new Map<string, Route>();
  for (const { method, path } of app.routes) {
    // Middleware and catch-alls (`ALL /api/*`, `GET /*`) are fuzzed through unknown paths.
    if (method === 'ALL' || path.endsWith('*')) continue;
    const key = `${method} ${path}`;
    routes.set(key, { method, path, ...ROUTE_INPUTS[key] });
  }
  return [...routes.values()];
}

/** Routes the app serves that the table above does not describe (a test keeps this empty). */
export function routesWithoutInputs(): string[] {
  return bffRoutes()
    .map(({ method, path }) => `${method} ${path}`)
    .filter((key) => !(key in ROUTE_INPUTS));
}
