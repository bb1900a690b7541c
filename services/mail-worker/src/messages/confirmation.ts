import { THANK_YOU, UPLOAD_SLOT_LABELS, type UploadSlot } from '@funding/contracts';
import type { EmailBlock, EmailContent } from '../email/email-content.ts';
import { oneLine } from '../email/email-content.ts';
import { formatTimeIn } from '../email/times.ts';

/**
 * What owner 1 reads after applying: the application id, the business name, what happens next
 * (the thank-you page's own words) and where to ask; and, when bank statements were missing, which
 * ones and the link to upload them. Built from these facts alone, which carry no SSN, EIN or date
 * of birth, and with nothing attached: the application PDF holds all three.
 */
export interface ConfirmationFacts {
  applicationId: string;
  businessName: string;
  supportEmail: string;
  /** The request made at intake for the bank statements the application came without. */
  missingStatements?: { slots: UploadSlot[]; uploadUrl: string; expiresAt: Date; timeZone: string };
}

export const UPLOAD_STATEMENTS = 'Upload your bank statements';

export function confirmationEmail(facts: ConfirmationFacts): EmailContent {
  const business = oneLine(facts.businessName);
  const missing = facts.missingStatements;
  const missingBlocks: EmailBlock[] = missing
    ? [
        {
          kind: 'list',
          title: 'Still needed: your bank statements',
          items: missing.slots.map((slot) => UPLOAD_SLOT_LABELS[slot]),
        },
        {
          kind: 'paragraph',
          text: `We can review your application once these are in. Upload them with the button below; the link works until ${formatTimeIn(missing.expiresAt, missing.timeZone)}.`,
        },
      ]
    : [];
  return {
    subject: `We received your funding application (${facts.applicationId})`,
    preview: missing ? 'Please upload the bank statements that are still missing.' : THANK_YOU.nextSteps[0],
    heading: 'We received your funding application',
    blocks: [
      { kind: 'paragraph', text: THANK_YOU.thanks },
      {
        kind: 'facts',
        rows: [
          ['Application ID', facts.applicationId],
          ['Business', business],
        ],
      },
      ...missingBlocks,
      { kind: 'list', title: THANK_YOU.nextStepsTitle, items: [...THANK_YOU.nextSteps] },
      { kind: 'contact', text: THANK_YOU.questions, email: facts.supportEmail },
    ],
    ...(missing ? { action: { label: UPLOAD_STATEMENTS, url: missing.uploadUrl } } : {}),
  };
}
