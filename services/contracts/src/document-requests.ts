import { z } from 'zod';
import { formText } from './form-fields.ts';
import { BANK_STATEMENT_SLOTS, UPLOAD_SLOTS, type UploadSlot } from './uploads.ts';

// Requests for missing documents: staff choose upload slots and write a short message; owner 1
// gets an e-mail with a link to a page where exactly those slots can be uploaded
// (docs/decisions/document-requests.md).

/** The applicant's page. The link's token travels in the fragment, so no server ever logs it. */
export const UPLOAD_DOCUMENTS_PATH = '/upload-documents';

/** The longest message staff can send: a few sentences, shown on the page and in the e-mail. */
export const DOCUMENT_REQUEST_MESSAGE_MAX = 500;

/** 32 random bytes in base64url: what the e-mail's link carries and nothing else accepts. */
export const UPLOAD_LINK_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function uploadDocumentsUrl(publicBaseUrl: string, token: string): string {
  return `${publicBaseUrl.replace(/\/+$/, '')}${UPLOAD_DOCUMENTS_PATH}#${token}`;
}

export const DOCUMENT_REQUEST_STATES = ['sent', 'fulfilled', 'expired', 'cancelled'] as const;
export type DocumentRequestState = (typeof DOCUMENT_REQUEST_STATES)[number];

export const DOCUMENT_REQUEST_STATE_LABELS: Record<DocumentRequestState, string> = {
  sent: 'Sent',
  fulfilled: 'Fulfilled',
  expired: 'Expired',
  cancelled: 'Cancelled',
};

/**
 * A request is fulfilled once every requested file is in, cancelled when staff withdrew it, expired
 * past its date otherwise. Only a `sent` request's links work and only it is reminded.
 */
export function documentRequestState(
  request: {
    fulfilledAt: Date | string | null;
    expiresAt: Date | string;
    cancelledAt?: Date | string | null;
  },
  now: Date = new Date(),
): DocumentRequestState {
  if (request.fulfilledAt !== null) return 'fulfilled';
  if (request.cancelledAt) return 'cancelled';
  return new Date(request.expiresAt).getTime() <= now.getTime() ? 'expired' : 'sent';
}

/**
 * The bank statements an application came without: the form marks all four as required, yet a
 * lead is never turned away, so such an application is accepted and asked for them at once.
 */
export function missingBankStatements(slotsWithFiles: Iterable<string>): UploadSlot[] {
  const present = new Set(slotsWithFiles);
  return BANK_STATEMENT_SLOTS.filter((slot) => !present.has(slot));
}

/** What owner 1 reads on the upload page of the request made at submission. */
export const MISSING_STATEMENTS_MESSAGE =
  'Your application was received without all four monthly bank statements. Please upload the ones listed here so we can review it.';

export const DOCUMENT_REQUEST_MESSAGES = {
  slotsRequired: 'Choose at least one document to request',
  slotsRepeated: 'Each document can be requested once',
  messageRequired: 'Write a short message to the applicant',
  messageTooLong: `The message can be at most ${DOCUMENT_REQUEST_MESSAGE_MAX} characters`,
  noApplicantEmail: 'This application has no e-mail address for owner 1, so no link can be sent',
  requestSent: 'Document request sent',
  linkInvalid: 'This upload link is not valid. Please use the link from your most recent e-mail.',
  linkExpired:
    'This upload link has expired. Please contact us and we will send you a new one if documents are still needed.',
  linkFulfilled:
    'We have received every document this link asked for. Thank you; nothing more is needed here.',
  linkCancelled:
    'These documents are no longer needed, so this link was closed. Please contact us with any questions.',
  requestCancelled: 'Document request cancelled',
  requestNotOpen: 'Only a request that is still open can be cancelled',
  slotNotRequested: 'This document was not requested through this link',
  slotAlreadyReceived: 'This document was already received',
  noFiles: 'Choose at least one file to upload',
  tooManyRequests: (minutes: number) =>
    `Too many attempts with this link. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  uploaded: 'Thank you. Your documents were received.',
  uploadedSome: 'Thank you. These documents were received; the others can still be uploaded with this link.',
} as const;

const requestedSlots = z
  .array(z.enum(UPLOAD_SLOTS), { error: DOCUMENT_REQUEST_MESSAGES.slotsRequired })
  .min(1, DOCUMENT_REQUEST_MESSAGES.slotsRequired)
  .max(UPLOAD_SLOTS.length)
  .refine((slots) => new Set(slots).size === slots.length, DOCUMENT_REQUEST_MESSAGES.slotsRepeated);

/** `POST /api/admin/applications/{applicationId}/document-requests`. */
export const createDocumentRequestSchema = z.object({
  slots: requestedSlots,
  message: formText()
    .trim()
    .min(1, DOCUMENT_REQUEST_MESSAGES.messageRequired)
    .max(DOCUMENT_REQUEST_MESSAGE_MAX, DOCUMENT_REQUEST_MESSAGES.messageTooLong),
});
export type CreateDocumentRequest = z.infer<typeof createDocumentRequestSchema>;

/** A request as staff see it in the detail view. */
export const documentRequestSchema = z.object({
  id: z.string(),
  slots: z.array(z.enum(UPLOAD_SLOTS)),
  receivedSlots: z.array(z.enum(UPLOAD_SLOTS)),
  message: z.string(),
  state: z.enum(DOCUMENT_REQUEST_STATES),
  requestedBy: z.string().nullable(),
  createdAt: z.string(),
  expiresAt: z.string(),
  /** When owner 1's e-mail with the link went out; null while the mail step has not sent it. */
  emailedAt: z.string().nullable(),
  fulfilledAt: z.string().nullable(),
});
export type DocumentRequest = z.infer<typeof documentRequestSchema>;

export const documentRequestListSchema = z.object({ requests: z.array(documentRequestSchema) });
export type DocumentRequestList = z.infer<typeof documentRequestListSchema>;

export const uploadLinkTokenSchema = z
  .string()
  .regex(UPLOAD_LINK_TOKEN_PATTERN, DOCUMENT_REQUEST_MESSAGES.linkInvalid);

/** `Authorization: Bearer <token>` of the applicant's page; anything else is an invalid link. */
export const uploadLinkHeadersSchema = z.object({
  authorization: z
    .string({ error: DOCUMENT_REQUEST_MESSAGES.linkInvalid })
    .regex(/^Bearer [A-Za-z0-9_-]{43}$/, DOCUMENT_REQUEST_MESSAGES.linkInvalid),
});

export function uploadLinkTokenOf(authorization: string): string {
  return authorization.slice('Bearer '.length);
}

/**
 * What the applicant's page shows: the business name, the message and the slots. Never personal
 * data (names, addresses, SSN, EIN, date of birth, e-mail): whoever holds the link sees this.
 */
export const uploadLinkViewSchema = z.object({
  state: z.enum(DOCUMENT_REQUEST_STATES),
  businessName: z.string(),
  message: z.string(),
  expiresAt: z.string(),
  slots: z.array(z.object({ slot: z.enum(UPLOAD_SLOTS), label: z.string(), received: z.boolean() })),
});
export type UploadLinkView = z.infer<typeof uploadLinkViewSchema>;

export const uploadLinkResultSchema = z.object({
  message: z.string(),
  received: z.array(z.enum(UPLOAD_SLOTS)),
  fulfilled: z.boolean(),
});
export type UploadLinkResult = z.infer<typeof uploadLinkResultSchema>;

/** The slots still open on a request, in the order of the form. */
export function openSlots(request: {
  slots: readonly string[];
  receivedSlots: readonly string[];
}): UploadSlot[] {
  return UPLOAD_SLOTS.filter((slot) => request.slots.includes(slot) && !request.receivedSlots.includes(slot));
}
