import { THANK_YOU } from '@funding/contracts';
import { escapeHtml, type NotificationMessage, oneLine } from './mail-content.ts';

/**
 * What owner 1 reads after applying: the application id, the business name, what happens next
 * (the thank-you page's own words) and where to ask. Built from these facts alone, which carry
 * no SSN, EIN or date of birth, and with nothing attached: the application PDF holds all three.
 */
export interface ConfirmationFacts {
  applicationId: string;
  businessName: string;
  supportEmail: string;
}

export function confirmationMessage(facts: ConfirmationFacts): NotificationMessage {
  const business = oneLine(facts.businessName);
  const subject = `We received your funding application (${facts.applicationId})`;
  const details: [string, string][] = [
    ['Application ID', facts.applicationId],
    ['Business', business],
  ];
  const questions = `${THANK_YOU.questions} ${facts.supportEmail}`;
  const text = [
    THANK_YOU.thanks,
    '',
    ...details.map(([label, value]) => `${label}: ${value}`),
    '',
    THANK_YOU.nextStepsTitle,
    ...THANK_YOU.nextSteps.map((step) => `- ${step}`),
    '',
    questions,
  ].join('\n');
  const support = escapeHtml(facts.supportEmail);
  const html = [
    `<p>${escapeHtml(THANK_YOU.thanks)}</p>`,
    '<table cellpadding="4" style="border-collapse:collapse">',
    ...details.map(
      ([label, value]) =>
        `<tr><th align="left" style="color:#555">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`,
    ),
    '</table>',
    `<h2 style="font-size:16px">${escapeHtml(THANK_YOU.nextStepsTitle)}</h2>`,
    '<ul>',
    ...THANK_YOU.nextSteps.map((step) => `<li>${escapeHtml(step)}</li>`),
    '</ul>',
    `<p>${escapeHtml(THANK_YOU.questions)} <a href="mailto:${support}">${support}</a></p>`,
  ].join('\n');
  return { subject, text, html };
}
