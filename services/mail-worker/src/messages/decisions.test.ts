import { describe, expect, it } from 'vitest';
import { renderEmail } from '../email/render-email.ts';
import { agentStatusEmail, decisionEmail } from './decisions.ts';

const brand = { providerName: 'Acme Capital', logoUrl: 'https://funding.example/logo-email.png' };
const facts = {
  applicationId: 'FA-7K3QD-9XW2M',
  businessName: 'Acme Bakery LLC',
  supportEmail: 'help@funding.example',
  decidedAt: new Date('2026-11-30T15:00:00Z'),
  timeZone: 'America/Chicago',
};

describe('the decision e-mails', () => {
  it('tell owner 1 of an approval, a funding, and a decline with its reason in plain words and the support address', () => {
    const approved = renderEmail(decisionEmail('approved', facts), brand);
    expect(approved.subject).toBe('Your funding application was approved (FA-7K3QD-9XW2M)');
    expect(approved.text).toContain('we approved the funding application of Acme Bakery LLC');
    const funded = renderEmail(decisionEmail('funded', facts), brand);
    expect(funded.subject).toBe('Your funding was sent (FA-7K3QD-9XW2M)');
    const declined = renderEmail(
      decisionEmail('declined', { ...facts, reason: 'Too little time in business' }),
      brand,
    );
    expect(declined.subject).toBe('About your funding application (FA-7K3QD-9XW2M)');
    expect(declined.text).toContain('Reason: Too little time in business');
    for (const message of [approved, funded, declined]) {
      expect(message.text).toContain('Questions? Contact us at help@funding.example');
      expect(message.text).toContain('Application ID: FA-7K3QD-9XW2M');
      expect(message.text).toContain('Decided: Nov 30, 2026, 9:00 AM CST');
      expect(message.html).toContain('href="mailto:help@funding.example"');
    }
  });

  it('give the agent the business, the application id and the new status, and nothing else', () => {
    const message = renderEmail(
      agentStatusEmail({
        ...facts,
        status: 'missing_documents',
        changedAt: facts.decidedAt,
        timeZone: 'America/New_York',
      }),
      brand,
    );
    expect(message.subject).toBe('Status update: Acme Bakery LLC (FA-7K3QD-9XW2M) is now Missing documents');
    expect(message.text).toContain('New status: Missing documents');
    expect(message.text).toContain('Changed: Nov 30, 2026, 10:00 AM EST');
    expect(message.html).not.toContain('<a ');
  });
});
