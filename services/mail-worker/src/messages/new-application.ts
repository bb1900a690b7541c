import { ENTITY_TYPES, formatUsd, INDUSTRY_OPTIONS, optionLabel } from '@funding/contracts';
import type { EmailBlock, EmailContent } from '../email/email-content.ts';
import { oneLine } from '../email/email-content.ts';
import { formatTimeIn } from '../email/times.ts';

/**
 * The new application's notification to the processing team and to the agent. Built only from the
 * plain columns of the application row, never from the encrypted fields, so SSN, EIN and date of
 * birth cannot reach a mail body (the team's PDF carries them to the people who need them).
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
  /** Staff's zone (STAFF_TIME_ZONE): the time is written in it, named. */
  timeZone: string;
  /** The application's page in the admin portal: staff sign in there (see `portalLinkFor`). */
  applicationUrl: string;
  /** What is attached: the package (or its summary when too large) for the team; see agentAttachmentNote. */
  attachment: AttachedPdf | null;
}

export interface AttachedPdf {
  filename: string;
  summaryOnly: boolean;
  fullSizeBytes: number;
}

/** The staff's notifications; owner 1's e-mails have their own words. */
export type StaffRecipientKind = 'team' | 'agent';

export const OPEN_IN_PORTAL = 'Open in the admin portal';

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** What the team's attachment is: the package, or its summary when the package is too large. */
export function teamAttachmentNote(attachment: AttachedPdf): EmailBlock {
  if (!attachment.summaryOnly) {
    return {
      kind: 'note',
      text: `The complete application with its documents is attached as ${attachment.filename}.`,
    };
  }
  return {
    kind: 'note',
    tone: 'warning',
    text:
      `The full application package (${megabytes(attachment.fullSizeBytes)}) is too large to attach, so ` +
      `${attachment.filename} contains the application summary only. The complete package with all ` +
      'documents is available in the admin portal.',
  };
}

/** The agent's copy: the masked summary, or nothing (AGENT_ATTACHMENT); never the documents. */
export function agentAttachmentNote(attachment: AttachedPdf | null): EmailBlock {
  return {
    kind: 'note',
    text: attachment
      ? `The attached ${attachment.filename} is the application summary with SSNs, the EIN and dates of birth ` +
        'masked and without the documents. The processing team has the complete application.'
      : 'The processing team has the complete application with its documents.',
  };
}

/**
 * Only the processing team gets the portal link. Agents are not users of the portal (they only have
 * a referral link, docs/product.md#who-may-do-what), so for them it would end at a sign-in they
 * cannot pass.
 */
export function newApplicationEmail(kind: StaffRecipientKind, facts: NotificationFacts): EmailContent {
  const business = oneLine(facts.businessName);
  const rows: [string, string][] = [
    ['Business', business],
    ['Application ID', facts.applicationId],
    ['Submitted', formatTimeIn(facts.submittedAt, facts.timeZone)],
    ['Owner', oneLine(facts.ownerName)],
    ['Type of entity', ENTITY_TYPES.find((e) => e.value === facts.entityType)?.label ?? facts.entityType],
    ['Business state', facts.businessState],
  ];
  if (facts.amountRequested !== null) rows.push(['Amount requested', formatUsd(facts.amountRequested)]);
  if (facts.industry) rows.push(['Industry', optionLabel(INDUSTRY_OPTIONS, facts.industry)]);
  if (facts.agentName) rows.push(['Agent', oneLine(facts.agentName)]);
  if (kind === 'team') {
    return {
      subject: `New funding application: ${business} (${facts.applicationId})`,
      preview: `${business} applied for funding.`,
      heading: 'New funding application',
      blocks: [
        { kind: 'paragraph', text: 'A new funding application has been submitted.' },
        { kind: 'facts', rows },
        ...(facts.attachment ? [teamAttachmentNote(facts.attachment)] : []),
      ],
      action: { label: OPEN_IN_PORTAL, url: facts.applicationUrl },
    };
  }
  return {
    subject: `Application received from your referral: ${business} (${facts.applicationId})`,
    preview: `${business} applied through your referral link.`,
    heading: 'Application received from your referral',
    blocks: [
      {
        kind: 'paragraph',
        text: 'An application was submitted through your referral link. The processing team has received it as well.',
      },
      { kind: 'facts', rows },
      agentAttachmentNote(facts.attachment),
    ],
  };
}
