import { THANK_YOU } from '@funding/contracts';
import { describe, expect, it } from 'vitest';
import { renderEmail } from '../email/render-email.ts';
import { buttonOf } from '../testing/email-parts.ts';
import { confirmationEmail, UPLOAD_STATEMENTS } from './confirmation.ts';

const brand = { providerName: 'Acme Capital', logoUrl: 'https://funding.example/logo-email.png' };
const facts = {
  applicationId: 'FA-7K3QD-9XW2M',
  businessName: 'Acme <Bakery> & Sons\r\nBcc: someone@example.com',
  supportEmail: 'help@funding.example',
};
const LINK = `https://funding.example/upload-documents#${'A'.repeat(43)}`;

describe("owner 1's confirmation", () => {
  it('gives the application id, the business, what happens next and the support address, and no button', () => {
    const message = renderEmail(confirmationEmail(facts), brand);
    expect(message.subject).toBe('We received your funding application (FA-7K3QD-9XW2M)');
    expect(message.text).toBe(
      [
        'We received your funding application',
        '',
        'Thank you for submitting your funding application.',
        '',
        'Application ID: FA-7K3QD-9XW2M',
        'Business: Acme <Bakery> & Sons Bcc: someone@example.com',
        '',
        'What happens next?',
        '- Our team will review your application within 24-48 hours.',
        '- A representative will contact you to discuss your funding options.',
        '- Your documents have been securely submitted.',
        '',
        'Questions? Contact us at help@funding.example',
        '',
        '-- ',
        'Acme Capital',
        '',
      ].join('\n'),
    );
    for (const step of THANK_YOU.nextSteps) expect(message.html).toContain(step);
    expect(message.html).toContain('href="mailto:help@funding.example"');
    expect(message.html).toContain('Acme &lt;Bakery&gt; &amp; Sons');
    expect(message.html.match(/<a /g)).toHaveLength(1);
  });

  it("asks for the missing statements with the upload link as its one button, its expiry in the applicant's zone", () => {
    const message = renderEmail(
      confirmationEmail({
        ...facts,
        missingStatements: {
          slots: ['bankStatement3', 'bankStatement4'],
          uploadUrl: LINK,
          expiresAt: new Date('2026-11-30T15:05:00Z'),
          timeZone: 'America/Los_Angeles',
        },
      }),
      brand,
    );
    expect(message.text).toContain('Still needed: your bank statements');
    expect(message.text).toContain('- Bank Statement (3rd Most Recent Month)');
    expect(message.text).toContain('- Bank Statement (4th Most Recent Month)');
    expect(message.text).toContain('the link works until Nov 30, 2026, 7:05 AM PST');
    expect(message.text).toContain(`${UPLOAD_STATEMENTS}: ${LINK}`);
    expect(buttonOf(message.html)).toEqual({ href: LINK, label: UPLOAD_STATEMENTS });
  });
});
