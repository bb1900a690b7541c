import { assigneeListResponseSchema } from '@funding/contracts';
import { assignableAdmins } from '../../applications/assignment.ts';
import { errorAnswers, jsonAnswer, routeGroup } from '../../openapi/define-route.ts';
import { routeApp } from '../../openapi/route-app.ts';

const route = routeGroup({ tag: 'Admin: applications', session: true });

const list = route({
  method: 'get',
  path: '/',
  summary: 'The staff an application can be assigned to: active admins and super admins',
  responses: { 200: jsonAnswer(assigneeListResponseSchema, 'The staff, by name'), ...errorAnswers(401) },
});

/**
 * `/api/admin/assignees`: every role reads it (the list's assignee filter and the detail's
 * assignee show names); only the user management (super admins) lists e-mails and roles.
 */
export const adminAssigneeRoutes = routeApp().openapi(list, async (c) =>
  c.json({ assignees: await assignableAdmins(c.get('deps').db) }, 200),
);
