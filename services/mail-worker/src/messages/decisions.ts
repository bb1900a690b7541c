import { REVIEW_STATUS_LABELS, type ReviewStatus } from '@funding/contracts';
import type { EmailContent } from '../email/email-content.ts';
import { oneLine } from '../email/email-content.ts';
import { formatTimeIn } from '../email/times.ts';

/**
 * The decision told: owner 1's e-mail when staff approve, decline or fund an application, and the
 * agent's status e-mail on each review status change of their deals. Business name, application id
 * and the outcome only: no personal data, and no link to the portal (agents cannot sign in).
 */
export type DecisionOutcome = 'approved' | 'declined' | 'funded';

export interface DecisionFacts {
  applicationId: string;
  businessName: string;
  supportEmail: string;
  /** Declined only: the reason category staff chose, in plain words ("Too little time in business"). */
  reason?: string;
  /** When staff decided, written in the applicant's zone (their state's), named. */
  decidedAt: Date;
  timeZone: string;
}

export function decisionEmail(outcome: DecisionOutcome, facts: DecisionFacts): EmailContent {
  const business = oneLine(facts.businessName);
  const idRows: [string, string][] = [
    ['Business', business],
    ['Application ID', facts.applicationId],
    ['Decided', formatTimeIn(facts.decidedAt, facts.timeZone)],
  ];
  const contact = { kind: 'contact', text: 'Questions? Contact us at', email: facts.supportEmail } as const;
  switch (outcome) {
    case 'approved':
      return {
        subject: `Your funding application was approved (${facts.applicationId})`,
        preview: `Good news for ${business}.`,
        heading: 'Your application was approved',
        blocks: [
          { kind: 'paragraph', text: `Good news: we approved the funding application of ${business}.` },
          { kind: 'facts', rows: idRows },
          {
            kind: 'paragraph',
            text: 'A representative will contact you about the offer and the next steps.',
          },
          contact,
        ],
      };
    case 'declined':
      return {
        subject: `About your funding application (${facts.applicationId})`,
        preview: `The decision on the application of ${business}.`,
        heading: 'We could not approve your application',
        blocks: [
          {
            kind: 'paragraph',
            text: `Thank you for applying. We reviewed the funding application of ${business} and could not approve it at this time.`,
          },
          { kind: 'facts', rows: [...idRows, ['Reason', oneLine(facts.reason ?? 'Not stated')]] },
          {
            kind: 'paragraph',
            text: 'If your situation changes, you are welcome to apply again. We are happy to answer any questions.',
          },
          contact,
        ],
      };
    case 'funded':
      return {
        subject: `Your funding was sent (${facts.applicationId})`,
        preview: `The funds for ${business} are on their way.`,
        heading: 'Your funding was sent',
        blocks: [
          {
            kind: 'paragraph',
            text: `The funds for ${business} were sent to the business's account on file. Depending on your bank, they can take a few business days to arrive.`,
          },
          { kind: 'facts', rows: idRows },
          contact,
        ],
      };
  }
}

export function agentStatusEmail(facts: {
  applicationId: string;
  businessName: string;
  status: ReviewStatus;
  /** When the status changed, in staff's zone (STAFF_TIME_ZONE), named. */
  changedAt: Date;
  timeZone: string;
}): EmailContent {
  const business = oneLine(facts.businessName);
  const status = REVIEW_STATUS_LABELS[facts.status];
  return {
    subject: `Status update: ${business} (${facts.applicationId}) is now ${status}`,
    preview: `The application of ${business} is now ${status}.`,
    heading: 'Status update on your referral',
    blocks: [
      { kind: 'paragraph', text: 'An application you referred has a new status.' },
      {
        kind: 'facts',
        rows: [
          ['Business', business],
          ['Application ID', facts.applicationId],
          ['New status', status],
          ['Changed', formatTimeIn(facts.changedAt, facts.timeZone)],
        ],
      },
    ],
  };
}
