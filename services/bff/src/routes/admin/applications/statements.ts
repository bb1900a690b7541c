import { applicationIdParams, statementAnalysisResponseSchema } from '@funding/contracts';
import { readStatementAnalysis } from '../../../applications/statements.ts';
import { errorAnswers, jsonAnswer, routeGroup } from '../../../openapi/define-route.ts';
import { routeApp } from '../../../openapi/route-app.ts';

const route = routeGroup({ tag: 'Admin: applications', session: true });

const statements = route({
  method: 'get',
  path: '/{applicationId}/statements',
  summary:
    'What was read in the bank statements: per statement its check, figures and transactions; the recurring debits (positions) and the figures across them. Only a `reconciled` statement is a fact; `status` is `pending` while an uploaded statement is still unread',
  request: { params: applicationIdParams },
  responses: {
    200: jsonAnswer(statementAnalysisResponseSchema, 'The analysis'),
    ...errorAnswers(401, 404),
  },
});

/** `/api/admin/applications/{applicationId}/statements`: every staff role reads it. */
export const adminStatementRoutes = routeApp().openapi(statements, async (c) => {
  const data = await readStatementAnalysis(c.get('deps'), c.req.valid('param').applicationId);
  return c.json({ data }, 200);
});
