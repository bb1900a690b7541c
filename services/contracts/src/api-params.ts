import { z } from 'zod';
import { ADMIN_API_MESSAGES } from './admin-api.ts';
import { APPLICATION_ID_PATTERN, normalizeApplicationId, uuidSchemaWith } from './ids.ts';
import { isAgentSlug } from './slug.ts';
import { UPLOAD_SLOTS } from './uploads.ts';

// Path parameters of the HTTP API. A value that cannot name anything is answered like a name that
// names nothing: 404 with the message given here, never a query that Postgres refuses (a 5xx).

// Lower case as Postgres writes them: Postgres compares uuids in any case, but the API compares an id
// as text too (one's own account may not be deleted) and records it in the audit log.
const rowId = (notFound: string) => uuidSchemaWith(notFound).transform((id) => id.toLowerCase());

/** `/api/agents/{agentId}`, `/api/admin/agents/{agentId}` */
export const agentIdParams = z.object({ agentId: rowId(ADMIN_API_MESSAGES.agentNotFound) });

/** `/api/agents/by-slug/{agentSlug}`: a NUL or any other odd character is an unknown agent too. */
export const agentSlugParams = z.object({
  agentSlug: z.string().refine(isAgentSlug, ADMIN_API_MESSAGES.agentNotFound),
});

/** `/api/admin/users/{userId}` */
export const adminUserIdParams = z.object({ userId: rowId(ADMIN_API_MESSAGES.adminUserNotFound) });

/** `/api/admin/applications/{applicationId}`: case and look-alike letters forgiven ('fa-7k3qd-9xw2m'). */
export const applicationIdParams = z.object({
  applicationId: z
    .string()
    .transform(normalizeApplicationId)
    .pipe(z.string().regex(APPLICATION_ID_PATTERN, ADMIN_API_MESSAGES.applicationNotFound)),
});

/** `/api/admin/applications/{applicationId}/documents/{slot}` */
/** `/api/admin/applications/{applicationId}/document-requests/{requestId}` */
export const documentRequestParams = applicationIdParams.extend({
  requestId: rowId(ADMIN_API_MESSAGES.documentRequestNotFound),
});

export const applicationDocumentParams = applicationIdParams.extend({
  slot: z.enum(UPLOAD_SLOTS, { error: ADMIN_API_MESSAGES.documentNotFound }),
});
