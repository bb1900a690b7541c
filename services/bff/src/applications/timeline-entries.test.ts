import { describe, expect, it } from 'vitest';
import { newestFirst } from './timeline.ts';
import {
  auditTimelineEntry,
  documentRequestTimelineEntries,
  notificationTimelineEntry,
  processingTimelineEntry,
  reminderTimelineEntry,
  submissionTimelineEntries,
} from './timeline-entries.ts';

const at = new Date('2026-03-02T15:04:05Z');
const audit = (
  action: string,
  detail: Record<string, unknown> | null,
  actorUsername: string | null = 'jane',
) => auditTimelineEntry({ action, actorUsername, detail, createdAt: at });

describe('history entries', () => {
  it('say a status change with what its decision recorded, never the note', () => {
    expect(
      audit('review_status_change', {
        from: 'in_review',
        to: 'declined',
        declineReason: 'credit',
        declineNote: true,
      }),
    ).toEqual({
      at,
      who: 'jane',
      kind: 'review_status_change',
      text: 'Status changed from In review to Declined; reason: Credit history, with a note',
    });
    expect(
      audit('review_status_change', { from: 'in_review', to: 'approved', approvedAmount: 50000 })?.text,
    ).toBe('Status changed from In review to Approved; approved amount $50,000');
    expect(
      audit('review_status_change', {
        from: 'approved',
        to: 'funded',
        fundedAmount: 48000,
        fundingDate: '2026-03-01',
      })?.text,
    ).toBe('Status changed from Approved to Funded; funded amount $48,000, funding date 2026-03-01');
  });

  it('name who acted: staff by username, the applicant through a link, else the system', () => {
    expect(audit('document_request_upload', { slots: ['bankStatement2'] }, null)).toMatchObject({
      who: 'Applicant',
      text: 'Uploaded through the link: Bank Statement (2nd Most Recent Month)',
    });
    expect(
      audit(
        'document_request_create',
        { slots: ['bankStatement2', 'bankStatement4'], origin: 'intake' },
        null,
      ),
    ).toMatchObject({
      who: 'System',
      text: 'Missing bank statements requested at submission: Bank Statement (2nd Most Recent Month), Bank Statement (4th Most Recent Month); status Missing documents',
    });
    expect(audit('assignee_change', { toUsername: 'sam' })).toMatchObject({
      who: 'jane',
      text: 'Assigned to sam',
    });
    expect(audit('assignee_change', { toUsername: null })?.text).toBe('Unassigned');
  });

  it('leave out what a detail carries beyond its fields: note lengths, reveal reasons, unknown slots', () => {
    const shown = [
      audit('note_add', { noteId: 7, length: 120 }),
      audit('personal_data_reveal', { reason: 'caller 123-45-6789 asked', fields: ['ssn'] }),
      audit('document_download', { file: 'not-a-slot" <b>', via: 'link' }),
    ].map((entry) => entry?.text);
    expect(shown).toEqual([
      'Note added',
      'SSNs, EIN and dates of birth revealed',
      'Document downloaded: a document',
    ]);
    expect(audit('application_view', null)).toBeNull();
  });

  it('say which e-mail went to which role, never to which address', () => {
    const sent = (kind: string, recipientKind: string) =>
      notificationTimelineEntry({ kind, recipientKind, sentAt: at });
    expect(sent('decision_declined', 'applicant')).toEqual({
      at,
      who: 'System',
      kind: 'email_sent',
      text: 'Decline e-mailed to the applicant',
    });
    expect(sent('agent_status', 'agent').text).toBe('Status update e-mailed to the agent');
    expect(sent('new_application', 'agent').text).toBe('New application e-mailed to the agent');
    expect(sent('a-kind-of-tomorrow', 'team').text).toBe('E-mail sent to the team');
  });

  it('tell processing attempts, retries and failures with their scrubbed error', () => {
    const event = (outcome: string, attempt: number, error: string | null) =>
      processingTimelineEntry({ step: 'pdf', outcome, attempt, error, createdAt: at }).text;
    expect(event('done', 1, null)).toBe('PDF step done (attempt 1)');
    expect(event('retrying', 1, 'storage unavailable')).toBe(
      'PDF step attempt 1 failed, trying again: storage unavailable',
    );
    expect(event('failed', 3, 'storage unavailable')).toBe(
      'PDF step failed after attempt 3: storage unavailable',
    );
  });

  it("date a request's e-mail, fulfilment and expiry, and its reminders", () => {
    const request = {
      origin: 'staff',
      slots: ['bankStatement2'],
      expiresAt: new Date('2026-03-09T00:00:00Z'),
      emailedAt: at,
      fulfilledAt: null,
      staffNotifiedAt: null,
      cancelledAt: null,
    };
    expect(
      documentRequestTimelineEntries(request, new Date('2026-03-05T00:00:00Z')).map((e) => e.kind),
    ).toEqual(['document_request_emailed']);
    expect(
      documentRequestTimelineEntries(request, new Date('2026-03-10T00:00:00Z')).map((e) => e.text),
    ).toEqual([
      'Upload link for Bank Statement (2nd Most Recent Month) e-mailed to the applicant',
      'Document request expired: Bank Statement (2nd Most Recent Month)',
    ]);
    expect(reminderTimelineEntry({ reminder: 'day-2', sentAt: at }).text).toBe(
      'Reminder e-mailed to the applicant (day 2)',
    );
    expect(reminderTimelineEntry({ reminder: 'before-expiry', sentAt: at }).text).toBe(
      'Reminder e-mailed to the applicant (the day before the link expires)',
    );
  });

  it("say an application came through an agent's link, and flag an inactive one", () => {
    expect(submissionTimelineEntries({ createdAt: at, agentName: null, agentLinkInactive: false })).toEqual([
      { at, who: 'Applicant', kind: 'submitted', text: 'Application submitted' },
    ]);
    expect(
      submissionTimelineEntries({ createdAt: at, agentName: 'Sam Agent', agentLinkInactive: true }).map(
        (entry) => [entry.who, entry.text],
      ),
    ).toEqual([
      ['Applicant', "Application submitted through an agent's link"],
      ['System', "The agent's link was inactive: the agent is credited and the application flagged"],
    ]);
  });

  it('order newest first, and what one transaction did in the order it did it', () => {
    const later = new Date(at.getTime() + 1000);
    const ordered = newestFirst([
      audit('review_status_change', { from: 'missing_documents', to: 'in_review' }, null)!,
      audit('document_request_upload', { slots: ['bankStatement2'] }, null)!,
      { at: later, who: 'System', kind: 'processing_step', text: 'PDF step done (attempt 1)' },
    ]);
    expect(ordered.map((entry) => entry.kind)).toEqual([
      'processing_step',
      'review_status_change',
      'documents_uploaded',
    ]);
  });
});
