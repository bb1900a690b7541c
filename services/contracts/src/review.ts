import { z } from 'zod';
import { decisionFieldsShape, decisionIssues, decisionRecordSchema } from './decisions.ts';
import { formText } from './form-fields.ts';
import { APPLICATION_ID_PATTERN, normalizeApplicationId, uuidSchema } from './ids.ts';
import { MESSAGES } from './messages.ts';

// How staff work an application (ours; the spec has only the processing indicators): a review
// status with the moves between statuses that make sense, an assignee and internal notes. The table
// of moves is defined here once: the server enforces it, the detail view offers exactly these.

export const REVIEW_STATUSES = [
  'new',
  'in_review',
  'missing_documents',
  'approved',
  'declined',
  'funded',
  'withdrawn',
] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

export const REVIEW_STATUS_LABELS: Record<ReviewStatus, string> = {
  new: 'New',
  in_review: 'In review',
  missing_documents: 'Missing documents',
  approved: 'Approved',
  declined: 'Declined',
  funded: 'Funded',
  withdrawn: 'Withdrawn',
};

/**
 * Where each status may go next. Funded is final (the money is out); a declined or withdrawn
 * application can be reopened (back to In review) when the applicant comes back; an approval can
 * be reopened before funding. Missing documents returns to In review when the files arrive.
 */
export const REVIEW_TRANSITIONS: Record<ReviewStatus, readonly ReviewStatus[]> = {
  new: ['in_review', 'missing_documents', 'declined', 'withdrawn'],
  in_review: ['missing_documents', 'approved', 'declined', 'withdrawn'],
  missing_documents: ['in_review', 'declined', 'withdrawn'],
  approved: ['funded', 'in_review', 'withdrawn'],
  declined: ['in_review'],
  funded: [],
  withdrawn: ['in_review'],
};

export function canMoveReview(from: ReviewStatus, to: ReviewStatus): boolean {
  return REVIEW_TRANSITIONS[from].includes(to);
}

export const NOTE_MAX = 2000;

export const REVIEW_MESSAGES = {
  transitionRefused: (from: ReviewStatus, to: ReviewStatus) =>
    from === to
      ? `The application is already ${REVIEW_STATUS_LABELS[to]}`
      : `An application that is ${REVIEW_STATUS_LABELS[from]} cannot be moved to ${REVIEW_STATUS_LABELS[to]}`,
  changedMeanwhile: (current: ReviewStatus) =>
    `Someone changed the status meanwhile: it is now ${REVIEW_STATUS_LABELS[current]}. Please check and try again.`,
  statusChanged: (to: ReviewStatus) => `Status changed to ${REVIEW_STATUS_LABELS[to]}`,
  assigneeNotFound: 'That staff member cannot be assigned (an active admin or super admin is needed)',
  assigned: (username: string) => `Assigned to ${username}`,
  unassigned: 'Assignment removed',
  noteRequired: 'Please write a note',
  noteTooLong: `A note can be at most ${NOTE_MAX} characters`,
  noteAdded: 'Note added',
} as const;

// A move and what it records (decisions.ts): the fields the target status needs are required.
function requireDecisionFields(
  body: { status: string } & Parameters<typeof decisionIssues>[1],
  ctx: z.RefinementCtx,
) {
  for (const [field, message] of decisionIssues(body.status, body))
    ctx.addIssue({ code: 'custom', message, path: [field] });
}

// Check the decision's fields only once the status itself is known.
const whenStatusIsKnown = {
  when: (payload: { value: unknown }) =>
    typeof payload.value === 'object' &&
    payload.value !== null &&
    (REVIEW_STATUSES as readonly unknown[]).includes((payload.value as { status?: unknown }).status),
};

/**
 * `PUT /api/admin/applications/{applicationId}/review-status`: the move, and what it records
 * (Approved: the amount; Funded: the amount and the date; Declined: a reason and an optional note;
 * Withdrawn: who withdrew).
 */
export const reviewStatusChangeSchema = z
  .object({
    status: z.enum(REVIEW_STATUSES, { error: 'Choose a review status' }),
    /** The status the caller saw: when given and no longer current, the change is refused (409). */
    from: z.enum(REVIEW_STATUSES).optional(),
    ...decisionFieldsShape,
  })
  .superRefine(requireDecisionFields, whenStatusIsKnown);
export type ReviewStatusChange = z.input<typeof reviewStatusChangeSchema>;
export type CheckedReviewStatusChange = z.output<typeof reviewStatusChangeSchema>;

/** `PUT /api/admin/applications/{applicationId}/assignee`: null removes the assignment. */
export const assigneeChangeSchema = z.object({
  assigneeId: uuidSchema.nullable(),
});
export type AssigneeChange = z.infer<typeof assigneeChangeSchema>;

/** `POST /api/admin/applications/{applicationId}/notes` */
export const noteCreateSchema = z.object({
  text: formText({ error: REVIEW_MESSAGES.noteRequired })
    .trim()
    .min(1, REVIEW_MESSAGES.noteRequired)
    .max(NOTE_MAX, REVIEW_MESSAGES.noteTooLong),
});
export type NoteCreate = z.infer<typeof noteCreateSchema>;

export const applicationNoteSchema = z.object({
  id: z.number().int(),
  authorId: z.string().nullable(),
  authorUsername: z.string().nullable(),
  text: z.string(),
  createdAt: z.string(),
});
export type ApplicationNote = z.infer<typeof applicationNoteSchema>;

/** The review state of one application as the list and the detail carry it. */
export const reviewStateSchema = z.object({
  reviewStatus: z.enum(REVIEW_STATUSES),
  reviewStatusChangedAt: z.string().nullable(),
  assigneeId: z.string().nullable(),
  assigneeUsername: z.string().nullable(),
  lastActivityAt: z.string(),
  decision: decisionRecordSchema,
});
export type ReviewState = z.infer<typeof reviewStateSchema>;

/** The answer of a status or assignee change: the message to show and the state after it. */
export const reviewChangeResponseSchema = reviewStateSchema.extend({
  success: z.literal(true),
  message: z.string(),
});
export type ReviewChangeResponse = z.infer<typeof reviewChangeResponseSchema>;

export const noteCreatedResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  note: applicationNoteSchema,
});

/** `GET /api/admin/assignees`: the staff an application can be assigned to (active admins). */
export const assigneeSchema = z.object({ id: z.string(), username: z.string() });
export type Assignee = z.infer<typeof assigneeSchema>;
export const assigneeListResponseSchema = z.object({ assignees: z.array(assigneeSchema) });

/** The list's assignee filter: `me` (the signed-in admin), `none` (unassigned) or an admin's id. */
export const ASSIGNEE_FILTER_WORDS = ['me', 'none'] as const;
export const assigneeFilterSchema = z.union([z.enum(ASSIGNEE_FILTER_WORDS), uuidSchema], {
  error: 'Choose an assignee: me, none or an admin id',
});
export type AssigneeFilter = z.infer<typeof assigneeFilterSchema>;

// ---- Bulk changes (admins, from the list) ----

export const BULK_MAX = 100;

/** The moves a bulk change offers: those whose record can be the same for every application. */
export const BULK_REVIEW_STATUSES = [
  'in_review',
  'missing_documents',
  'declined',
  'withdrawn',
] as const satisfies readonly ReviewStatus[];

const bulkApplicationIds = z
  .array(
    z
      .string()
      .transform(normalizeApplicationId)
      .pipe(z.string().regex(APPLICATION_ID_PATTERN, MESSAGES.applicationIdInvalid)),
  )
  .min(1, 'Choose at least one application')
  .max(BULK_MAX, `Choose at most ${BULK_MAX} applications at once`);

/** `POST /api/admin/applications/bulk/assignee` */
export const bulkAssigneeChangeSchema = z.object({
  applicationIds: bulkApplicationIds,
  assigneeId: uuidSchema.nullable(),
});
export type BulkAssigneeChange = z.input<typeof bulkAssigneeChangeSchema>;

/** `POST /api/admin/applications/bulk/review-status`: each application moves from where it is. */
export const bulkReviewStatusChangeSchema = z
  .object({
    applicationIds: bulkApplicationIds,
    status: z.enum(BULK_REVIEW_STATUSES, { error: 'Choose a review status' }),
    declineReason: decisionFieldsShape.declineReason,
    declineNote: decisionFieldsShape.declineNote,
    withdrawnBy: decisionFieldsShape.withdrawnBy,
  })
  .superRefine(requireDecisionFields, whenStatusIsKnown);
export type BulkReviewStatusChange = z.input<typeof bulkReviewStatusChangeSchema>;

/** What a bulk change did to each application: changed, or why not. */
export const bulkChangeResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  results: z.array(z.object({ applicationId: z.string(), changed: z.boolean(), message: z.string() })),
});
export type BulkChangeResponse = z.infer<typeof bulkChangeResponseSchema>;

export const BULK_MESSAGES = {
  moved: (changed: number, total: number, to: ReviewStatus) =>
    `Moved ${changed} of ${total} to ${REVIEW_STATUS_LABELS[to]}`,
  assigned: (changed: number, total: number, username: string | null) =>
    username === null
      ? `Removed the assignment of ${changed} of ${total}`
      : `Assigned ${changed} of ${total} to ${username}`,
} as const;
