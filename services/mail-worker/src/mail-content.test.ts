import { propertyRuns } from '@funding/platform/testing/property-runs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type NotificationFacts, notificationMessage, OPEN_IN_PORTAL } from './mail-content.ts';

const APPLICATION_URL = 'https://funding.example/admin/applications/FA-7K3QD-9XW2M';

const facts: NotificationFacts = {
  applicationId: 'FA-7K3QD-9XW2M',
  businessName: 'Acme <Bakery> & Sons\r\nBcc: someone@example.com',
  ownerName: 'Maria Lopez',
  businessState: 'TX',
  entityType: 'llc',
  amountRequested: 75_000,
  industry: 'restaurants',
  agentName: 'Sam Agent',
  submittedAt: new Date('2026-11-20T14:03:00Z'),
  applicationUrl: APPLICATION_URL,
  attachment: { filename: 'FA-7K3QD-9XW2M.pdf', summaryOnly: false, fullSizeBytes: 1_000 },
};

const summaryOnly: NotificationFacts['attachment'] = {
  filename: 'FA-7K3QD-9XW2M-summary.pdf',
  summaryOnly: true,
  fullSizeBytes: 42 * 1024 * 1024,
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
    expect(text).toContain('Amount requested: $75,000');
    expect(text).toContain('Industry: Restaurants and food service');
    expect(html).toContain('Acme &#60;Bakery&#62; &#38; Sons');
    expect(html).not.toContain('<Bakery>');
  });

  it('leaves out the deal on an application from before the form asked for it', () => {
    const { text } = notificationMessage('team', { ...facts, amountRequested: null, industry: null });
    expect(text).not.toContain('Amount requested');
    expect(text).not.toContain('Industry');
  });

  it("links the team's message to the application in the admin portal, in text and HTML", () => {
    const { text, html } = notificationMessage('team', facts);
    expect(text).toContain(`${OPEN_IN_PORTAL}: ${APPLICATION_URL}`);
    expect(html).toContain(`<a href="${APPLICATION_URL}">${OPEN_IN_PORTAL}</a>`);
  });

  it('gives the agent, who cannot sign in to the portal, no portal link at all', () => {
    for (const attachment of [facts.attachment, summaryOnly]) {
      const { text, html } = notificationMessage('agent', { ...facts, attachment });
      expect(text).not.toContain(OPEN_IN_PORTAL);
      expect(text).not.toContain('/admin');
      expect(html).not.toContain('/admin');
      expect(html).not.toContain('<a ');
    }
  });

  it('explains a summary-only attachment and where the full package is', () => {
    const team = notificationMessage('team', { ...facts, attachment: summaryOnly });
    expect(team.text).toContain('(42.0 MB) is too large to attach');
    expect(team.text).toContain('available in the admin portal');
    expect(team.text).toContain(APPLICATION_URL);
    const agent = notificationMessage('agent', { ...facts, attachment: summaryOnly });
    expect(agent.text).toContain('(42.0 MB) is too large to attach');
    expect(agent.text).toContain('The processing team has the complete package');
  });

  it('keeps whatever a business, owner or agent name holds out of the headers and the markup', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'binary', maxLength: 80 }),
        fc.string({ unit: 'binary', maxLength: 80 }),
        fc.option(fc.string({ unit: 'binary', maxLength: 80 }), { nil: null }),
        fc.constantFrom('team' as const, 'agent' as const),
        (businessName, ownerName, agentName, kind) => {
          const message = notificationMessage(kind, { ...facts, businessName, ownerName, agentName });
          expect(message.subject).not.toMatch(/[\r\n]/);
          // Every tag of the HTML is one the builder wrote: names arrive escaped.
          const tags = message.html.match(/<[^>]*>/g) ?? [];
          for (const tag of tags) expect(tag).toMatch(/^<\/?(p|table|tr|th|td|a)\b[^<]*>$/);
          expect(message.html.match(/<a /g)?.length ?? 0).toBe(kind === 'team' ? 1 : 0);
        },
      ),
      { seed: 19, numRuns: propertyRuns(2000) },
    );
  });
});
