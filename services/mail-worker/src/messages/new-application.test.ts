import { describe, expect, it } from 'vitest';
import { renderEmail } from '../email/render-email.ts';
import { buttonOf } from '../testing/email-parts.ts';
import { type NotificationFacts, newApplicationEmail, OPEN_IN_PORTAL } from './new-application.ts';

const APPLICATION_URL = 'https://funding.example/admin/applications/FA-7K3QD-9XW2M';
const brand = { providerName: 'Acme Capital', logoUrl: 'https://funding.example/logo-email.png' };

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
  timeZone: 'America/Chicago',
  applicationUrl: APPLICATION_URL,
  attachment: { filename: 'FA-7K3QD-9XW2M.pdf', summaryOnly: false, fullSizeBytes: 1_000 },
};

const summaryOnly: NotificationFacts['attachment'] = {
  filename: 'FA-7K3QD-9XW2M-summary.pdf',
  summaryOnly: true,
  fullSizeBytes: 42 * 1024 * 1024,
};

const render = (kind: 'team' | 'agent', overrides: Partial<NotificationFacts> = {}) =>
  renderEmail(newApplicationEmail(kind, { ...facts, ...overrides }), brand);

describe('the new application notification', () => {
  it('names the business and the application id in the subject, on one line', () => {
    expect(render('team').subject).toBe(
      'New funding application: Acme <Bakery> & Sons Bcc: someone@example.com (FA-7K3QD-9XW2M)',
    );
    expect(render('agent').subject).toContain('FA-7K3QD-9XW2M');
  });

  it("has a plain-text and an HTML part with the facts, escaped in HTML, the time in staff's zone, named", () => {
    const { text, html } = render('team');
    expect(text).toContain('Application ID: FA-7K3QD-9XW2M');
    expect(text).toContain('Type of entity: LLC');
    expect(text).toContain('Agent: Sam Agent');
    expect(text).toContain('Submitted: Nov 20, 2026, 8:03 AM CST');
    expect(text).toContain('Amount requested: $75,000');
    expect(text).toContain('Industry: Restaurants and food service');
    expect(html).toContain('Acme &lt;Bakery&gt; &amp; Sons');
    expect(html).not.toContain('<Bakery>');
  });

  it('leaves out the deal on an application from before the form asked for it', () => {
    const { text } = render('team', { amountRequested: null, industry: null });
    expect(text).not.toContain('Amount requested');
    expect(text).not.toContain('Industry');
  });

  it("links the team's message to the application in the admin portal, as its one button", () => {
    const { text, html } = render('team');
    expect(text).toContain(`${OPEN_IN_PORTAL}: ${APPLICATION_URL}`);
    expect(buttonOf(html)).toEqual({ href: APPLICATION_URL, label: OPEN_IN_PORTAL });
  });

  it('gives the agent, who cannot sign in to the portal, no portal link at all', () => {
    for (const attachment of [facts.attachment, summaryOnly, null]) {
      const { text, html } = render('agent', { attachment });
      expect(text).not.toContain(OPEN_IN_PORTAL);
      expect(text).not.toContain('/admin');
      expect(html).not.toContain('/admin');
      expect(html).not.toContain('<a ');
    }
  });

  it("explains a summary-only attachment and where the full package is, and the agent's masked copy", () => {
    const team = render('team', { attachment: summaryOnly });
    expect(team.text).toContain('(42.0 MB) is too large to attach');
    expect(team.text).toContain('available in the admin portal');
    expect(team.text).toContain(APPLICATION_URL);
    const agent = render('agent', { attachment: summaryOnly });
    expect(agent.text).toContain('with SSNs, the EIN and dates of birth masked and without the documents');
    expect(agent.text).toContain('The processing team has the complete application');
    expect(render('agent', { attachment: null }).text).toContain(
      'The processing team has the complete application with its documents.',
    );
  });
});
