import { describe, expect, it } from 'vitest';
import { type NotificationFacts, notificationMessage } from './mail-content.ts';

const facts: NotificationFacts = {
  applicationId: 'FA-7K3QD-9XW2M',
  businessName: 'Acme <Bakery> & Sons\r\nBcc: someone@example.com',
  ownerName: 'Maria Lopez',
  businessState: 'TX',
  entityType: 'llc',
  agentName: 'Sam Agent',
  submittedAt: new Date('2026-11-20T14:03:00Z'),
  adminUrl: 'https://funding.example/admin',
  attachment: { filename: 'FA-7K3QD-9XW2M.pdf', summaryOnly: false, fullSizeBytes: 1_000 },
};

describe('notificationMessage', () => {
  it('names the business and the application id in the subject, on one line', () => {
    const { subject } = notificationMessage('team', facts);
    expect(subject).toBe(
      'New funding application: Acme <Bakery> & Sons Bcc: someone@example.com (FA-7K3QD-9XW2M)',
    );
    expect(notificationMessage('agent', facts).subject).toContain('FA-7K3QD-9XW2M');
  });

  it('has a plain-text and an HTML body with the facts, escaped in HTML', () => {
    const { text, html } = notificationMessage('team', facts);
    expect(text).toContain('Application ID: FA-7K3QD-9XW2M');
    expect(text).toContain('Type of entity: LLC');
    expect(text).toContain('Agent: Sam Agent');
    expect(html).toContain('Acme &#60;Bakery&#62; &#38; Sons');
    expect(html).not.toContain('<Bakery>');
  });

  it('explains a summary-only attachment and where the full package is', () => {
    const { text } = notificationMessage('team', {
      ...facts,
      attachment: {
        filename: 'FA-7K3QD-9XW2M-summary.pdf',
        summaryOnly: true,
        fullSizeBytes: 42 * 1024 * 1024,
      },
    });
    expect(text).toContain('(42.0 MB) is too large to attach');
    expect(text).toContain('https://funding.example/admin');
  });
});
