import { THANK_YOU } from '@funding/contracts';
import { propertyRuns } from '@funding/platform/testing/property-runs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { confirmationMessage } from './confirmation-content.ts';

const facts = {
  applicationId: 'FA-7K3QD-9XW2M',
  businessName: 'Acme <Bakery> & Sons\r\nBcc: someone@example.com',
  supportEmail: 'help@funding.example',
};

describe('confirmationMessage', () => {
  it('gives the application id, the business, what happens next and the support address', () => {
    const message = confirmationMessage(facts);
    expect(message.subject).toBe('We received your funding application (FA-7K3QD-9XW2M)');
    expect(message.text).toBe(
      [
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
      ].join('\n'),
    );
    for (const step of THANK_YOU.nextSteps) expect(message.html).toContain(`<li>${step}</li>`);
    expect(message.html).toContain('<a href="mailto:help@funding.example">help@funding.example</a>');
    expect(message.html).toContain('Acme &#60;Bakery&#62; &#38; Sons');
  });

  it('keeps whatever a business name holds out of the subject and the markup', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 120 }), (businessName) => {
        const message = confirmationMessage({ ...facts, businessName });
        expect(message.subject).not.toMatch(/[\r\n]/);
        const tags = message.html.match(/<[^>]*>/g) ?? [];
        for (const tag of tags) expect(tag).toMatch(/^<\/?(p|table|tr|th|td|h2|ul|li|a)\b[^<]*>$/);
        expect(message.html.match(/<a /g)).toHaveLength(1);
      }),
      { seed: 23, numRuns: propertyRuns(2000) },
    );
  });
});
