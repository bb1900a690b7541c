import {
  applicationSchema,
  submissionHeadersSchema,
  submitApplicationResponseSchema,
  UPLOAD_SLOT_LABELS,
} from '@funding/contracts';
import { z } from 'zod';
import { clientIp } from '../../client-ip.ts';
import { acceptSubmission } from '../../intake/accept-submission.ts';
import { requestBody } from '../../intake/request-body.ts';
import { refuseAnnouncedOversize, uploadSlotParts, withUploadPlace } from '../../intake/upload-admission.ts';
import { errorAnswers, jsonAnswer, routeGroup } from '../../openapi/define-route.ts';
import { routeApp } from '../../openapi/route-app.ts';

const TOO_MANY_UPLOADS =
  'Too many applications are being uploaded right now. Nothing was saved; please try again in a minute.';

/**
 * The form as the document shows it. It is not a validator: the body is read as a stream
 * (intake/multipart.ts), never whole, and `data` is checked with `applicationSchema`.
 */
const { $schema: _, ...submissionForm } = z.toJSONSchema(
  z.object({
    data: z.string().meta({
      description: 'The application as JSON, checked with `applicationSchema` of the contracts',
      contentMediaType: 'application/json',
      contentSchema: z.toJSONSchema(applicationSchema, { io: 'input', unrepresentable: 'any' }),
    }),
    // Any text: an id that names no agent, malformed or not, is ignored, not refused.
    agentId: z.string().optional().meta({
      description:
        "The referring agent's id (a UUID); one that names no agent is ignored, a deactivated agent's is credited and flagged",
    }),
    ...uploadSlotParts((slot) => UPLOAD_SLOT_LABELS[slot]),
  }),
  { io: 'input', unrepresentable: 'any' },
);

const route = routeGroup({ tag: 'Applicant' });

const submit = route({
  method: 'post',
  path: '/',
  summary: 'Submit an application with its documents',
  description:
    'Answers once the application is stored and its processing queued. With an `Idempotency-Key`, ' +
    'a retry of the same submission answers 200 with the first application id.',
  middleware: [refuseAnnouncedOversize('The submission is larger than seven 10MB files')],
  request: {
    headers: submissionHeadersSchema,
    body: {
      content: { 'multipart/form-data': { schema: submissionForm as { type: 'object' } } },
      required: true,
    },
  },
  responses: {
    201: jsonAnswer(submitApplicationResponseSchema, 'The application is stored'),
    200: jsonAnswer(submitApplicationResponseSchema, 'A retry of a stored submission (same key and data)'),
    ...errorAnswers(400, 408, 409, 413, 429, 503),
  },
});

/** `/api/applications`: the applicant's submission. */
export const publicApplicationRoutes = routeApp().openapi(submit, async (c) => {
  const deps = c.get('deps');
  const idempotencyKey = c.req.valid('header')['idempotency-key'];
  // Counted before anything is read or looked up: a retry costs one of the client's submissions,
  // and keys cannot be tried faster than applications can be sent.
  await deps.limitSubmissions(clientIp(c));
  return withUploadPlace(c, TOO_MANY_UPLOADS, async () => {
    const headers = Object.fromEntries(c.req.raw.headers.entries());
    const { applicationId, replayed } = await acceptSubmission(deps, requestBody(c), headers, idempotencyKey);
    return c.json({ applicationId }, replayed ? 200 : 201);
  });
});
