import {
  DOCUMENT_REQUEST_MESSAGES,
  UPLOAD_SLOT_LABELS,
  UPLOAD_SLOTS,
  type UploadSlot,
  uploadLinkHeadersSchema,
  uploadLinkResultSchema,
  uploadLinkViewSchema,
} from '@funding/contracts';
import { z } from 'zod';
import { anonymousActor } from '../../auth/actor.ts';
import { noStore } from '../../auth/no-store.ts';
import { clientIp } from '../../client-ip.ts';
import { assertLinkOpen, openUploadLink } from '../../document-requests/open-link.ts';
import { receiveRequestedDocuments } from '../../document-requests/receive-upload.ts';
import { requestBody } from '../../intake/request-body.ts';
import { refuseAnnouncedOversize, uploadSlotParts, withUploadPlace } from '../../intake/upload-admission.ts';
import { errorAnswers, jsonAnswer, routeGroup } from '../../openapi/define-route.ts';
import { routeApp } from '../../openapi/route-app.ts';

const TOO_MANY_UPLOADS =
  'Too many documents are being uploaded right now. Nothing was saved; please try again in a minute.';

/** The upload as the document shows it; read as a stream by intake's parser, never validated whole. */
const { $schema: _, ...uploadForm } = z.toJSONSchema(
  z.object(uploadSlotParts((slot) => `${UPLOAD_SLOT_LABELS[slot]} (only when the request asks for it)`)),
  { io: 'input', unrepresentable: 'any' },
);

const route = routeGroup({ tag: 'Applicant' });

const view = route({
  method: 'get',
  path: '/current',
  summary: "A document request's upload page: the business name, the message and the slots",
  description:
    'The link from the e-mail carries its token in the fragment; the page sends it as ' +
    '`Authorization: Bearer <token>`. Rate limited per link and per client address.',
  middleware: [noStore],
  request: { headers: uploadLinkHeadersSchema },
  responses: {
    200: jsonAnswer(uploadLinkViewSchema, 'The request (also when expired or fulfilled: see `state`)'),
    ...errorAnswers(400, 404, 429),
  },
});

const upload = route({
  method: 'post',
  path: '/current/files',
  summary: 'Upload requested documents through a document request link',
  description:
    'Multipart, one file per requested slot (bankStatement1-4, additionalDoc1-3), checked as at ' +
    'submission. Slots the link did not ask for, or already received, are refused.',
  middleware: [noStore, refuseAnnouncedOversize('The upload is larger than seven 10MB files')],
  request: {
    headers: uploadLinkHeadersSchema,
    body: {
      content: { 'multipart/form-data': { schema: uploadForm as { type: 'object' } } },
      required: true,
    },
  },
  responses: {
    200: jsonAnswer(uploadLinkResultSchema, 'The files are stored'),
    ...errorAnswers(400, 404, 408, 410, 413, 429, 503),
  },
});

/** `/api/upload-links`: the applicant's side of a document request. */
export const publicUploadLinkRoutes = routeApp()
  .openapi(view, async (c) => {
    const link = await openUploadLink(c.get('deps'), c.req.valid('header').authorization, clientIp(c));
    const { request } = link;
    return c.json(
      {
        state: link.state,
        businessName: link.businessName,
        message: request.message,
        expiresAt: request.expiresAt.toISOString(),
        slots: UPLOAD_SLOTS.filter((slot) => request.slots.includes(slot)).map((slot: UploadSlot) => ({
          slot,
          label: UPLOAD_SLOT_LABELS[slot],
          received: request.receivedSlots.includes(slot),
        })),
      },
      200,
    );
  })
  .openapi(upload, async (c) => {
    const link = await openUploadLink(c.get('deps'), c.req.valid('header').authorization, clientIp(c));
    assertLinkOpen(link);
    return withUploadPlace(c, TOO_MANY_UPLOADS, async () => {
      const headers = Object.fromEntries(c.req.raw.headers.entries());
      const result = await receiveRequestedDocuments(c.get('deps'), anonymousActor(c), link, {
        body: requestBody(c),
        headers,
      });
      const message = result.fulfilled
        ? DOCUMENT_REQUEST_MESSAGES.uploaded
        : DOCUMENT_REQUEST_MESSAGES.uploadedSome;
      return c.json({ message, ...result }, 200);
    });
  });
