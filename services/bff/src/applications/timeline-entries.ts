import {
  DECLINE_REASON_LABELS,
  type DeclineReason,
  formatUsd,
  isUploadSlot,
  REVIEW_STATUS_LABELS,
  type ReviewStatus,
  TIMELINE_ACTORS,
  type TimelineEntry,
  type TimelineKind,
  UPLOAD_SLOT_LABELS,
  WITHDRAWN_BY_LABELS,
  type WithdrawnBy,
} from '@funding/contracts';

// The texts of an application's history (docs/product.md, "History"), made from the rows each source
// keeps. Only ids, statuses, slots, amounts and roles go in: an audit entry's detail is read field
// by field, never shown whole, so a note's text, a reveal's values or an address never reach it.

/** An entry with its instant as a Date, for ordering. */
export interface DatedEntry extends Omit<TimelineEntry, 'at'> {
  at: Date;
}

const slotList = (slots: unknown): string =>
  Array.isArray(slots)
    ? slots
        .filter((slot): slot is string => typeof slot === 'string' && isUploadSlot(slot))
        .map((slot) => UPLOAD_SLOT_LABELS[slot as keyof typeof UPLOAD_SLOT_LABELS])
        .join(', ')
    : '';

const statusLabel = (status: unknown): string =>
  typeof status === 'string' && status in REVIEW_STATUS_LABELS
    ? REVIEW_STATUS_LABELS[status as ReviewStatus]
    : 'an unknown status';

/** What a status change's decision recorded, as a clause (", approved amount $50,000"). */
function decisionClause(detail: Record<string, unknown>): string {
  const parts: string[] = [];
  if (typeof detail.approvedAmount === 'number')
    parts.push(`approved amount ${formatUsd(detail.approvedAmount)}`);
  if (typeof detail.fundedAmount === 'number') parts.push(`funded amount ${formatUsd(detail.fundedAmount)}`);
  if (typeof detail.fundingDate === 'string') parts.push(`funding date ${detail.fundingDate}`);
  if (typeof detail.declineReason === 'string' && detail.declineReason in DECLINE_REASON_LABELS) {
    parts.push(`reason: ${DECLINE_REASON_LABELS[detail.declineReason as DeclineReason]}`);
  }
  if (detail.declineNote === true) parts.push('with a note');
  if (typeof detail.withdrawnBy === 'string' && detail.withdrawnBy in WITHDRAWN_BY_LABELS) {
    parts.push(`withdrawn by ${WITHDRAWN_BY_LABELS[detail.withdrawnBy as WithdrawnBy].toLowerCase()}`);
  }
  return parts.length > 0 ? `; ${parts.join(', ')}` : '';
}

export interface AuditRow {
  action: string;
  actorUsername: string | null;
  detail: Record<string, unknown> | null;
  createdAt: Date;
}

/** The audit actions the history shows (a view of the record is not one: every look would be). */
export const TIMELINE_AUDIT_ACTIONS = [
  'review_status_change',
  'assignee_change',
  'note_add',
  'document_request_create',
  'document_request_cancel',
  'document_request_upload',
  'pdf_download',
  'document_download',
  'personal_data_reveal',
  'application_retry',
  'legal_hold_place',
  'legal_hold_lift',
  'application_dispose',
] as const;

function auditWhat(action: string, detail: Record<string, unknown>): [TimelineKind, string] | null {
  switch (action) {
    case 'review_status_change':
      return [
        'review_status_change',
        `Status changed from ${statusLabel(detail.from)} to ${statusLabel(detail.to)}${decisionClause(detail)}`,
      ];
    case 'assignee_change':
      return [
        'assignment',
        typeof detail.toUsername === 'string' ? `Assigned to ${detail.toUsername}` : 'Unassigned',
      ];
    case 'note_add':
      return ['note_added', 'Note added'];
    case 'document_request_create':
      return detail.origin === 'intake'
        ? [
            'document_request_made',
            `Missing bank statements requested at submission: ${slotList(detail.slots)}; status Missing documents`,
          ]
        : ['document_request_made', `Documents requested: ${slotList(detail.slots)}`];
    case 'document_request_cancel':
      return ['document_request_cancelled', `Document request cancelled: ${slotList(detail.slots)}`];
    case 'document_request_upload':
      return ['documents_uploaded', `Uploaded through the link: ${slotList(detail.slots)}`];
    case 'pdf_download':
      return [
        'download',
        detail.masked === true ? 'Masked PDF package downloaded' : 'PDF package downloaded',
      ];
    case 'document_download':
      return ['download', `Document downloaded: ${slotList([detail.file]) || 'a document'}`];
    case 'personal_data_reveal':
      return ['personal_data_reveal', 'SSNs, EIN and dates of birth revealed'];
    case 'application_retry':
      return ['processing_restarted', 'Failed processing steps restarted'];
    case 'legal_hold_place':
      return ['legal_hold', 'Legal hold placed'];
    case 'legal_hold_lift':
      return ['legal_hold', 'Legal hold lifted'];
    case 'application_dispose':
      return ['personal_data_disposed', 'Personal data disposed of under the retention policy'];
    default:
      return null;
  }
}

/** An audit entry as history; null for an action the history does not show. */
export function auditTimelineEntry(row: AuditRow): DatedEntry | null {
  const what = auditWhat(row.action, row.detail ?? {});
  if (!what) return null;
  // Nobody signed in: the applicant through a request's link, or the system.
  const who =
    row.actorUsername ??
    (row.action === 'document_request_upload' ? TIMELINE_ACTORS.applicant : TIMELINE_ACTORS.system);
  return { at: row.createdAt, who, kind: what[0], text: what[1] };
}

const STEP_NAMES: Record<string, string> = { pdf: 'PDF step', mail: 'E-mail step' };

export interface ProcessingEventRow {
  step: string;
  outcome: string;
  attempt: number;
  /** Scrubbed of personal data when written (pipeline/records.ts). */
  error: string | null;
  createdAt: Date;
}

export function processingTimelineEntry(row: ProcessingEventRow): DatedEntry {
  const step = STEP_NAMES[row.step] ?? 'Processing step';
  const error = row.error ? `: ${row.error}` : '';
  const base = { at: row.createdAt, who: TIMELINE_ACTORS.system };
  switch (row.outcome) {
    case 'done':
      return { ...base, kind: 'processing_step', text: `${step} done (attempt ${row.attempt})` };
    case 'retrying':
      return {
        ...base,
        kind: 'processing_retrying',
        text: `${step} attempt ${row.attempt} failed, trying again${error}`,
      };
    default:
      return {
        ...base,
        kind: 'processing_failed',
        text: `${step} failed after attempt ${row.attempt}${error}`,
      };
  }
}

/** What each kind of e-mail says it was, by the role it went to (schema's NOTIFICATION_KINDS). */
const EMAIL_TEXTS: Record<string, string> = {
  'new_application/team': 'New application e-mailed to the team',
  'new_application/agent': 'New application e-mailed to the agent',
  'confirmation/applicant': 'Confirmation e-mailed to the applicant',
  'decision_approved/applicant': 'Approval e-mailed to the applicant',
  'decision_declined/applicant': 'Decline e-mailed to the applicant',
  'decision_funded/applicant': 'Funding e-mailed to the applicant',
  'agent_status/agent': 'Status update e-mailed to the agent',
};

export interface NotificationRow {
  kind: string;
  recipientKind: string;
  sentAt: Date;
}

/** An e-mail sent: what kind and to whom by role, never the address nor the body. */
export function notificationTimelineEntry(row: NotificationRow): DatedEntry {
  return {
    at: row.sentAt,
    who: TIMELINE_ACTORS.system,
    kind: 'email_sent',
    text: EMAIL_TEXTS[`${row.kind}/${row.recipientKind}`] ?? `E-mail sent to the ${row.recipientKind}`,
  };
}

export interface DocumentRequestRow {
  origin: string;
  slots: string[];
  expiresAt: Date;
  emailedAt: Date | null;
  fulfilledAt: Date | null;
  staffNotifiedAt: Date | null;
  cancelledAt: Date | null;
}

/** What a request's row dates (its making and cancelling are audit entries, with their author). */
export function documentRequestTimelineEntries(row: DocumentRequestRow, now: Date): DatedEntry[] {
  const system = TIMELINE_ACTORS.system;
  const slots = slotList(row.slots);
  const entries: DatedEntry[] = [];
  if (row.emailedAt) {
    entries.push({
      at: row.emailedAt,
      who: system,
      kind: 'document_request_emailed',
      text:
        row.origin === 'intake'
          ? `Upload link for ${slots} e-mailed to the applicant with the confirmation`
          : `Upload link for ${slots} e-mailed to the applicant`,
    });
  }
  if (row.fulfilledAt) {
    entries.push({
      at: row.fulfilledAt,
      who: system,
      kind: 'document_request_fulfilled',
      text: `Document request fulfilled: ${slots}`,
    });
  }
  if (row.staffNotifiedAt) {
    entries.push({
      at: row.staffNotifiedAt,
      who: system,
      kind: 'email_sent',
      text: 'Documents received e-mailed to the team',
    });
  }
  if (!row.fulfilledAt && !row.cancelledAt && row.expiresAt <= now) {
    entries.push({
      at: row.expiresAt,
      who: system,
      kind: 'document_request_expired',
      text: `Document request expired: ${slots}`,
    });
  }
  return entries;
}

const REMINDER_NAMES: Record<string, string> = { 'before-expiry': 'the day before the link expires' };

export function reminderTimelineEntry(row: { reminder: string; sentAt: Date }): DatedEntry {
  const when = REMINDER_NAMES[row.reminder] ?? row.reminder.replace('-', ' ');
  return {
    at: row.sentAt,
    who: TIMELINE_ACTORS.system,
    kind: 'document_request_reminded',
    text: `Reminder e-mailed to the applicant (${when})`,
  };
}

export function submissionTimelineEntries(row: {
  createdAt: Date;
  agentName: string | null;
  agentLinkInactive: boolean;
}): DatedEntry[] {
  const submitted: DatedEntry = {
    at: row.createdAt,
    who: TIMELINE_ACTORS.applicant,
    kind: 'submitted',
    text: row.agentName ? "Application submitted through an agent's link" : 'Application submitted',
  };
  if (!row.agentLinkInactive) return [submitted];
  return [
    submitted,
    {
      at: row.createdAt,
      who: TIMELINE_ACTORS.system,
      kind: 'agent_link_inactive',
      text: "The agent's link was inactive: the agent is credited and the application flagged",
    },
  ];
}
