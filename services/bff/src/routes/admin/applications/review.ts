import {
  applicationIdParams,
  assigneeChangeSchema,
  decisionFor,
  noteCreatedResponseSchema,
  noteCreateSchema,
  REVIEW_MESSAGES,
  reviewChangeResponseSchema,
  reviewStatusChangeSchema,
} from '@funding/contracts';
import { assignApplication } from '../../../applications/assignment.ts';
import { addNote } from '../../../applications/notes.ts';
import { changeReviewStatus, reviewStateOf } from '../../../applications/review-status.ts';
import { tellStatusChange } from '../../../applications/status-change-emails.ts';
import { actorOf } from '../../../auth/actor.ts';
import { requireRole } from '../../../auth/session.ts';
import { errorAnswers, jsonAnswer, jsonBody, routeGroup } from '../../../openapi/define-route.ts';
import { routeApp } from '../../../openapi/route-app.ts';

const route = routeGroup({ tag: 'Admin: applications', session: true });

const changeStatus = route({
  method: 'put',
  path: '/{applicationId}/review-status',
  summary:
    'Move the review status (only along the allowed transitions), with what the decision records (audited)',
  middleware: [requireRole('admin')],
  request: { params: applicationIdParams, body: jsonBody(reviewStatusChangeSchema) },
  responses: {
    200: jsonAnswer(reviewChangeResponseSchema, 'The status is changed'),
    ...errorAnswers(400, 401, 403, 404, 409),
  },
});

const changeAssignee = route({
  method: 'put',
  path: '/{applicationId}/assignee',
  summary: 'Assign the application to an active admin, or remove the assignment (null; audited)',
  middleware: [requireRole('admin')],
  request: { params: applicationIdParams, body: jsonBody(assigneeChangeSchema) },
  responses: {
    200: jsonAnswer(reviewChangeResponseSchema, 'The assignment is changed'),
    ...errorAnswers(400, 401, 403, 404),
  },
});

const createNote = route({
  method: 'post',
  path: '/{applicationId}/notes',
  summary: 'Add an internal note (audited without its text)',
  middleware: [requireRole('admin')],
  request: { params: applicationIdParams, body: jsonBody(noteCreateSchema) },
  responses: {
    201: jsonAnswer(noteCreatedResponseSchema, 'The note is added'),
    ...errorAnswers(400, 401, 403, 404, 409),
  },
});

/**
 * `/api/admin/applications/{applicationId}/...`: how staff work an application. Every role reads
 * the state (in the list and the detail); admins and super admins change it.
 */
export const adminApplicationReviewRoutes = routeApp()
  .openapi(changeStatus, async (c) => {
    const { applicationId } = c.req.valid('param');
    const body = c.req.valid('json');
    const deps = c.get('deps');
    const { statusChangeId } = await changeReviewStatus(deps.db, actorOf(c), {
      applicationId,
      to: body.status,
      decision: decisionFor(body.status, body),
      ...(body.from ? { from: body.from } : {}),
    });
    await tellStatusChange(deps, statusChangeId);
    const state = await reviewStateOf(deps.db, applicationId);
    return c.json(
      { success: true as const, message: REVIEW_MESSAGES.statusChanged(body.status), ...state },
      200,
    );
  })
  .openapi(changeAssignee, async (c) => {
    const { applicationId } = c.req.valid('param');
    const { assigneeId } = c.req.valid('json');
    const { db } = c.get('deps');
    const { assigneeUsername } = await assignApplication(db, actorOf(c), applicationId, assigneeId);
    const message = assigneeUsername
      ? REVIEW_MESSAGES.assigned(assigneeUsername)
      : REVIEW_MESSAGES.unassigned;
    return c.json({ success: true as const, message, ...(await reviewStateOf(db, applicationId)) }, 200);
  })
  .openapi(createNote, async (c) => {
    const { applicationId } = c.req.valid('param');
    const note = await addNote(c.get('deps').db, actorOf(c), applicationId, c.req.valid('json').text);
    return c.json({ success: true as const, message: REVIEW_MESSAGES.noteAdded, note }, 201);
  });
