import { UPLOAD_SLOT_LABELS, type UploadSlot } from '@funding/contracts';
import type { NotificationMessage } from './mail-content.ts';

/**
 * The words of the two document request e-mails. Like the notification, built from the plain
 * columns only (business name, application id, the staff's message), never from the encrypted
 * fields: no SSN, EIN or date of birth can reach them.
 */
const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
const oneLine = (value: string) => value.replace(/[\r\n\t]+/g, ' ').trim();
const utcDate = (date: Date) => `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`;

export interface DocumentRequestFacts {
  applicationId: string;
  businessName: string;
  slots: UploadSlot[];
  message: string;
  expiresAt: Date;
}

export const UPLOAD_LINK_TEXT = 'Upload your documents';

/** To owner 1: what is needed, the staff's message and the link (which works until `expiresAt`). */
export function documentRequestMessage(facts: DocumentRequestFacts, uploadUrl: string): NotificationMessage {
  const business = oneLine(facts.businessName);
  const subject = `Documents needed for your funding application (${facts.applicationId})`;
  const intro = `To continue with the funding application of ${business} (${facts.applicationId}), we need the following documents:`;
  const documents = facts.slots.map((slot) => UPLOAD_SLOT_LABELS[slot]);
  const expiry = `The link works until ${utcDate(facts.expiresAt)} and only for the documents listed above. Files: PDF, JPG or PNG, up to 10MB each.`;
  const text = [
    intro,
    '',
    ...documents.map((label) => `- ${label}`),
    '',
    'Message from our team:',
    facts.message,
    '',
    `${UPLOAD_LINK_TEXT}: ${uploadUrl}`,
    '',
    expiry,
  ].join('\n');
  const html = [
    `<p>${escapeHtml(intro)}</p>`,
    `<ul>${documents.map((label) => `<li>${escapeHtml(label)}</li>`).join('')}</ul>`,
    '<p style="color:#555">Message from our team:</p>',
    `<blockquote style="white-space:pre-wrap">${escapeHtml(facts.message)}</blockquote>`,
    `<p><a href="${escapeHtml(uploadUrl)}">${UPLOAD_LINK_TEXT}</a></p>`,
    `<p>${escapeHtml(expiry)}</p>`,
  ].join('\n');
  return { subject, text, html };
}

/** To the processing team, modelled on the new-application notification: the new PDF is attached. */
export function documentsReceivedMessage(
  facts: Omit<DocumentRequestFacts, 'expiresAt' | 'message'> & {
    applicationUrl: string;
    attachmentNote: string;
  },
): NotificationMessage {
  const business = oneLine(facts.businessName);
  const subject = `Documents received: ${business} (${facts.applicationId})`;
  const intro =
    'The applicant has uploaded every document of a document request. The application PDF was generated again with them.';
  const documents = facts.slots.map((slot) => UPLOAD_SLOT_LABELS[slot]);
  const text = [
    intro,
    '',
    `Business: ${business}`,
    `Application ID: ${facts.applicationId}`,
    ...documents.map((label) => `- ${label}`),
    '',
    `Open in the admin portal: ${facts.applicationUrl}`,
    '',
    facts.attachmentNote,
  ].join('\n');
  const html = [
    `<p>${escapeHtml(intro)}</p>`,
    `<p><strong>${escapeHtml(business)}</strong> (${escapeHtml(facts.applicationId)})</p>`,
    `<ul>${documents.map((label) => `<li>${escapeHtml(label)}</li>`).join('')}</ul>`,
    `<p><a href="${escapeHtml(facts.applicationUrl)}">Open in the admin portal</a></p>`,
    `<p>${escapeHtml(facts.attachmentNote)}</p>`,
  ].join('\n');
  return { subject, text, html };
}
