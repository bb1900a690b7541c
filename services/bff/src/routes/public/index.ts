import { routeApp } from '../../openapi/route-app.ts';
import { publicAgentRoutes } from './agents.ts';
import { publicApplicationRoutes } from './applications.ts';

/** The applicant-facing API: agent lookup and application submission. */
export const publicRoutes = routeApp()
  .route('/agents', publicAgentRoutes)
  .route('/applications', publicApplicationRoutes);
