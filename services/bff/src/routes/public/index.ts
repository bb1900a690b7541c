import { routeApp } from '../../openapi/route-app.ts';
import { publicAgentRoutes } from './agents.ts';
import { publicApplicationRoutes } from './applications.ts';
import { publicUploadLinkRoutes } from './upload-links.ts';

/** The applicant-facing API: agent lookup, application submission, uploads a document request asks for. */
export const publicRoutes = routeApp()
  .route('/agents', publicAgentRoutes)
  .route('/applications', publicApplicationRoutes)
  .route('/upload-links', publicUploadLinkRoutes);
