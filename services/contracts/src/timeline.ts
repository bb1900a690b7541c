import { z } from 'zod';

// The history of one application (ours; docs/product.md, "History"): what happened to it, newest
// first, each entry with when, who and what. `text` is a short plain sentence made by the server
// from ids, statuses, slots and roles only: never an SSN, EIN or date of birth, an e-mail body, a
// note's text or a revealed value, and an e-mail's recipient by role, never by address.

export const TIMELINE_KINDS = [
  'submitted',
  'agent_link_inactive',
  'processing_step',
  'processing_retrying',
  'processing_failed',
  'processing_restarted',
  'email_sent',
  'review_status_change',
  'assignment',
  'note_added',
  'document_request_made',
  'document_request_emailed',
  'document_request_reminded',
  'document_request_cancelled',
  'document_request_fulfilled',
  'document_request_expired',
  'documents_uploaded',
  'download',
  'personal_data_reveal',
  'legal_hold',
  'personal_data_disposed',
] as const;
export type TimelineKind = (typeof TIMELINE_KINDS)[number];

/** Who did it: a staff member's username, or one of these words. */
export const TIMELINE_ACTORS = { applicant: 'Applicant', agent: 'Agent', system: 'System' } as const;

/** The newest entries the history answers; `truncated` says older ones were left out. */
export const TIMELINE_LIMIT = 500;

export const timelineEntrySchema = z.object({
  /** ISO 8601 instant (UTC). */
  at: z.string(),
  who: z.string(),
  kind: z.enum(TIMELINE_KINDS),
  text: z.string(),
});
export type TimelineEntry = z.infer<typeof timelineEntrySchema>;

export const timelineResponseSchema = z.object({
  entries: z.array(timelineEntrySchema),
  /** At most this many entries, the newest. */
  limit: z.number().int().positive(),
  /** Older entries exist beyond `limit`. */
  truncated: z.boolean(),
});
export type TimelineResponse = z.infer<typeof timelineResponseSchema>;
