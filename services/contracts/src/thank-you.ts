import { REVIEW_PROMISE } from './limits.ts';

// The thank-you page's words (docs/product.md#the-thank-you-page), kept here because owner 1's
// confirmation e-mail repeats them: what the applicant reads after submitting and what lands in
// their inbox must not drift apart.
export const THANK_YOU = {
  title: 'Application Submitted Successfully!',
  thanks: 'Thank you for submitting your funding application.',
  nextStepsTitle: 'What happens next?',
  nextSteps: [
    `Our team will review your application within ${REVIEW_PROMISE}.`,
    'A representative will contact you to discuss your funding options.',
    'Your documents have been securely submitted.',
  ],
  questions: 'Questions? Contact us at',
  applicationIdLabel: 'Your application ID',
  missingStatementsTitle: 'Bank statements still expected',
  missingStatementsLinkSent:
    'We have sent a link to upload them to your e-mail address. Your application is reviewed once they arrive.',
} as const;
