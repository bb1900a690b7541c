import {
  ADMIN_API_MESSAGES,
  TIMELINE_LIMIT,
  type TimelineKind,
  type TimelineResponse,
} from '@funding/contracts';
import { type Database, schema } from '@funding/platform';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { AppError } from '../errors.ts';
import {
  auditTimelineEntry,
  type DatedEntry,
  documentRequestTimelineEntries,
  notificationTimelineEntry,
  processingTimelineEntry,
  reminderTimelineEntry,
  submissionTimelineEntries,
  TIMELINE_AUDIT_ACTIONS,
} from './timeline-entries.ts';

const {
  applications,
  auditLog,
  documentRequestReminders,
  documentRequests,
  notifications,
  processingEvents,
} = schema;

/**
 * What happens in one transaction shares its instant (Postgres' now()): those entries are shown in
 * the order they happen, e.g. an upload, the request it fulfils, then the status it moves back.
 */
const SAME_INSTANT_ORDER: readonly TimelineKind[] = [
  'submitted',
  'agent_link_inactive',
  'document_request_made',
  'documents_uploaded',
  'document_request_fulfilled',
  'review_status_change',
];
const occurrence = (kind: TimelineKind) => SAME_INSTANT_ORDER.indexOf(kind);

/** The e-mails an application's notifications record, newest first (notifications_application_idx). */
function sentNotifications(db: Database, applicationRowId: string) {
  return db
    .select({
      kind: notifications.kind,
      recipientKind: notifications.recipientKind,
      sentAt: notifications.sentAt,
    })
    .from(notifications)
    .where(eq(notifications.applicationId, applicationRowId))
    .orderBy(desc(notifications.sentAt));
}

/** Newest first; within one instant, the later in the transaction first. */
export function newestFirst(entries: DatedEntry[]): DatedEntry[] {
  return [...entries].sort(
    (a, b) => b.at.getTime() - a.at.getTime() || occurrence(b.kind) - occurrence(a.kind),
  );
}

/**
 * An application's history (docs/product.md, "History"): the newest TIMELINE_LIMIT entries of its
 * sources, one bounded query each, read by the application's indexes. Throws not_found.
 */
export async function readTimeline(
  db: Database,
  applicationId: string,
  now: Date = new Date(),
): Promise<TimelineResponse> {
  const [application] = await db
    .select({
      id: applications.id,
      createdAt: applications.createdAt,
      agentName: applications.agentName,
      agentLinkInactive: applications.agentLinkInactive,
    })
    .from(applications)
    .where(eq(applications.applicationId, applicationId));
  if (!application) throw new AppError('not_found', ADMIN_API_MESSAGES.applicationNotFound);
  // One more than the cap from each source: more than the cap in all says older entries were left out.
  const cap = TIMELINE_LIMIT + 1;
  const [audits, events, sent, requests, reminders] = await Promise.all([
    db
      .select({
        action: auditLog.action,
        actorUsername: auditLog.actorUsername,
        detail: auditLog.detail,
        createdAt: auditLog.createdAt,
      })
      .from(auditLog)
      .where(
        and(eq(auditLog.applicationId, applicationId), inArray(auditLog.action, [...TIMELINE_AUDIT_ACTIONS])),
      )
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(cap),
    db
      .select({
        step: processingEvents.step,
        outcome: processingEvents.outcome,
        attempt: processingEvents.attempt,
        error: processingEvents.error,
        createdAt: processingEvents.createdAt,
      })
      .from(processingEvents)
      .where(eq(processingEvents.applicationId, application.id))
      .orderBy(desc(processingEvents.createdAt), desc(processingEvents.id))
      .limit(cap),
    sentNotifications(db, application.id).limit(cap),
    db
      .select()
      .from(documentRequests)
      .where(eq(documentRequests.applicationId, application.id))
      .orderBy(desc(documentRequests.createdAt))
      .limit(cap),
    db
      .select({ reminder: documentRequestReminders.reminder, sentAt: documentRequestReminders.sentAt })
      .from(documentRequestReminders)
      .innerJoin(documentRequests, eq(documentRequests.id, documentRequestReminders.documentRequestId))
      .where(eq(documentRequests.applicationId, application.id))
      .orderBy(desc(documentRequestReminders.sentAt))
      .limit(cap),
  ]);
  const all = newestFirst([
    ...submissionTimelineEntries(application),
    ...audits.flatMap((row) => auditTimelineEntry(row) ?? []),
    ...events.map(processingTimelineEntry),
    ...sent.map(notificationTimelineEntry),
    ...requests.flatMap((row) => documentRequestTimelineEntries(row, now)),
    ...reminders.map(reminderTimelineEntry),
  ]);
  return {
    entries: all.slice(0, TIMELINE_LIMIT).map((entry) => ({ ...entry, at: entry.at.toISOString() })),
    limit: TIMELINE_LIMIT,
    truncated: all.length > TIMELINE_LIMIT,
  };
}
