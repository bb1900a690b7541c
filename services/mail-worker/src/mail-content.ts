import { ENTITY_TYPES, formatUsd, INDUSTRY_OPTIONS, optionLabel } from '@funding/contracts';
import type { RecipientKind } from '@funding/platform';

/**
 * The notification's words. Built only from the plain columns of the application row, never from
 * the encrypted fields, so SSN, EIN and date of birth cannot reach a mail body (the PDF attachment
 * carries them to the people who need them).
 */
export interface NotificationFacts {
  applicationId: string;
  businessName: string;
  ownerName: string;
  businessState: string;
  entityType: string;
  /** The deal's figures staff triage by; null on applications from before the form asked. */
  amountRequested: number | null;
  industry: string | null;
  agentName: string | null;
  submittedAt: Date;
  /** The application's page in the admin portal: staff sign in there (see `portalLinkFor`). */
  applicationUrl: string;
  attachment: { filename: string; summaryOnly: boolean; fullSizeBytes: number };
}

export interface NotificationMessage {
  subject: string;
  text: string;
  html: string;
}

export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

// Header values must stay on one line whatever a business name contains.
export const oneLine = (value: string) => value.replace(/[\r\n\t]+/g, ' ').trim();

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** The staff's notifications; owner 1's confirmation has its own words (confirmation-content.ts). */
export type StaffRecipientKind = Exclude<RecipientKind, 'applicant'>;

export const OPEN_IN_PORTAL = 'Open in the admin portal';

/**
 * Only the processing team gets the portal link. Agents are not users of the portal (they only have
 * a referral link, docs/product.md#who-may-do-what), so for them it would end at a sign-in they
 * cannot pass.
 */
function portalLinkFor(kind: StaffRecipientKind, facts: NotificationFacts): string | null {
  return kind === 'team' ? facts.applicationUrl : null;
}

export function attachmentNote(
  kind: StaffRecipientKind,
  facts: Pick<NotificationFacts, 'attachment'>,
): string {
  const { attachment } = facts;
  if (!attachment.summaryOnly) {
    return `The complete application with its documents is attached as ${attachment.filename}.`;
  }
  const tooLarge =
    `The full application package (${megabytes(attachment.fullSizeBytes)}) is too large to attach, so ` +
    `${attachment.filename} contains the application summary only.`;
  return kind === 'team'
    ? `${tooLarge} The complete package with all documents is available in the admin portal.`
    : `${tooLarge} The processing team has the complete package with all documents.`;
}

export function notificationMessage(kind: StaffRecipientKind, facts: NotificationFacts): NotificationMessage {
  const business = oneLine(facts.businessName);
  const subject =
    kind === 'team'
      ? `New funding application: ${business} (${facts.applicationId})`
      : `Application received from your referral: ${business} (${facts.applicationId})`;
  const intro =
    kind === 'team'
      ? 'A new funding application has been submitted.'
      : 'An application was submitted through your referral link. The processing team has received it as well.';
  const details: [string, string][] = [
    ['Business', business],
    ['Application ID', facts.applicationId],
    ['Submitted', `${facts.submittedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC`],
    ['Owner', oneLine(facts.ownerName)],
    ['Type of entity', ENTITY_TYPES.find((e) => e.value === facts.entityType)?.label ?? facts.entityType],
    ['Business state', facts.businessState],
  ];
  if (facts.amountRequested !== null) details.push(['Amount requested', formatUsd(facts.amountRequested)]);
  if (facts.industry) details.push(['Industry', optionLabel(INDUSTRY_OPTIONS, facts.industry)]);
  if (facts.agentName) details.push(['Agent', oneLine(facts.agentName)]);

  const note = attachmentNote(kind, facts);
  const portalLink = portalLinkFor(kind, facts);

  const text = [
    intro,
    '',
    ...details.map(([label, value]) => `${label}: ${value}`),
    '',
    ...(portalLink ? [`${OPEN_IN_PORTAL}: ${portalLink}`, ''] : []),
    note,
  ].join('\n');
  const html = [
    `<p>${escapeHtml(intro)}</p>`,
    '<table cellpadding="4" style="border-collapse:collapse">',
    ...details.map(
      ([label, value]) =>
        `<tr><th align="left" style="color:#555">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`,
    ),
    '</table>',
    ...(portalLink ? [`<p><a href="${escapeHtml(portalLink)}">${OPEN_IN_PORTAL}</a></p>`] : []),
    `<p${facts.attachment.summaryOnly ? ' style="color:#8a1c0f"' : ''}>${escapeHtml(note)}</p>`,
  ].join('\n');
  return { subject, text, html };
}
