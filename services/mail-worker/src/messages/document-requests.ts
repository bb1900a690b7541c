import { UPLOAD_SLOT_LABELS, type UploadSlot } from '@funding/contracts';
import type { EmailContent } from '../email/email-content.ts';
import { oneLine } from '../email/email-content.ts';
import { formatTimeIn } from '../email/times.ts';
import { OPEN_IN_PORTAL } from './new-application.ts';

/**
 * The e-mails of a document request: the request and its reminders to owner 1, and the "Documents
 * received" notice to the processing team. Like every e-mail, built from the plain columns only
 * (business name, application id, the staff's message), never from the encrypted fields.
 */
export interface DocumentRequestFacts {
  applicationId: string;
  businessName: string;
  slots: UploadSlot[];
  message: string;
  expiresAt: Date;
  /** The applicant's zone: the expiry is written in it, named. */
  timeZone: string;
  supportEmail: string;
}

export const UPLOAD_LINK_TEXT = 'Upload your documents';

const expiryNote = (facts: DocumentRequestFacts) =>
  `The link works until ${formatTimeIn(facts.expiresAt, facts.timeZone)} and only for the documents listed above. Files: PDF, JPG or PNG, up to 10MB each.`;

/** To owner 1: what is needed, the staff's message and the link (which works until `expiresAt`). */
export function documentRequestEmail(facts: DocumentRequestFacts, uploadUrl: string): EmailContent {
  const business = oneLine(facts.businessName);
  return {
    subject: `Documents needed for your funding application (${facts.applicationId})`,
    preview: 'We need a few documents to continue with your application.',
    heading: 'Documents needed for your application',
    blocks: [
      {
        kind: 'paragraph',
        text: `To continue with the funding application of ${business} (${facts.applicationId}), we need the following documents:`,
      },
      { kind: 'list', items: facts.slots.map((slot) => UPLOAD_SLOT_LABELS[slot]) },
      { kind: 'quote', title: 'Message from our team:', text: facts.message },
      { kind: 'note', text: expiryNote(facts) },
      { kind: 'contact', text: 'Questions? Contact us at', email: facts.supportEmail },
    ],
    action: { label: UPLOAD_LINK_TEXT, url: uploadUrl },
  };
}

/** Which reminder: some days after the request, or the last one before the link expires. */
export type ReminderTiming = 'after-days' | 'before-expiry';

/** To owner 1, while a request is open: what is still missing, and a (new) link to upload it. */
export function documentRequestReminderEmail(
  facts: DocumentRequestFacts & { timing: ReminderTiming },
  uploadUrl: string,
): EmailContent {
  const business = oneLine(facts.businessName);
  const lastCall = facts.timing === 'before-expiry';
  return {
    subject: lastCall
      ? `Your upload link expires soon (${facts.applicationId})`
      : `Reminder: documents needed for your funding application (${facts.applicationId})`,
    preview: lastCall ? 'Your upload link expires soon.' : 'We are still waiting for a few documents.',
    heading: lastCall ? 'Your upload link expires soon' : 'We are still waiting for your documents',
    blocks: [
      {
        kind: 'paragraph',
        text: `To continue with the funding application of ${business} (${facts.applicationId}), we still need:`,
      },
      { kind: 'list', items: facts.slots.map((slot) => UPLOAD_SLOT_LABELS[slot]) },
      { kind: 'note', text: expiryNote(facts) },
      { kind: 'contact', text: 'Questions? Contact us at', email: facts.supportEmail },
    ],
    action: { label: UPLOAD_LINK_TEXT, url: uploadUrl },
  };
}

/** To the processing team, modelled on the new-application notification: the new PDF is attached. */
export function documentsReceivedEmail(facts: {
  applicationId: string;
  businessName: string;
  slots: UploadSlot[];
  applicationUrl: string;
  attachmentNote: EmailContent['blocks'][number];
}): EmailContent {
  const business = oneLine(facts.businessName);
  return {
    subject: `Documents received: ${business} (${facts.applicationId})`,
    preview: `${business} uploaded the requested documents.`,
    heading: 'Documents received',
    blocks: [
      {
        kind: 'paragraph',
        text: 'The applicant has uploaded every document of a document request. The application PDF was generated again with them.',
      },
      {
        kind: 'facts',
        rows: [
          ['Business', business],
          ['Application ID', facts.applicationId],
        ],
      },
      { kind: 'list', items: facts.slots.map((slot) => UPLOAD_SLOT_LABELS[slot]) },
      facts.attachmentNote,
    ],
    action: { label: OPEN_IN_PORTAL, url: facts.applicationUrl },
  };
}
