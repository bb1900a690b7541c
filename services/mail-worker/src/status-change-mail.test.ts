import type { ApplicationRow, StatusChange } from '@funding/platform';
import { describe, expect, it } from 'vitest';
import { emailsOwed, type StatusChangeTarget } from './status-change-mail.ts';

const change = (to: StatusChange['to']): StatusChange => ({
  id: 7,
  applicationId: 'FA-7K3QD-9XW2M',
  to,
  declineReason: null,
  changedAt: new Date('2026-11-30T15:00:00Z'),
});
const application = (values: Partial<ApplicationRow> = {}) =>
  ({ owner1Email: 'maria@acme.test', agentLinkInactive: false, ...values }) as ApplicationRow;
const target = (to: StatusChange['to'], values: Partial<StatusChangeTarget> = {}): StatusChangeTarget => ({
  change: change(to),
  application: application(),
  activeAgentEmail: 'sam@agents.example',
  ...values,
});
const kinds = (owed: ReturnType<typeof emailsOwed>) => owed.map((email) => `${email.kind}>${email.address}`);
const allOn = { EMAILS_OFF: [] };

describe('what a review status change tells', () => {
  it('tells owner 1 an approval, a decline and a funding, and the agent every change', () => {
    expect(kinds(emailsOwed(target('approved'), allOn))).toEqual([
      'decision_approved>maria@acme.test',
      'agent_status>sam@agents.example',
    ]);
    expect(kinds(emailsOwed(target('declined'), allOn))[0]).toBe('decision_declined>maria@acme.test');
    expect(kinds(emailsOwed(target('funded'), allOn))[0]).toBe('decision_funded>maria@acme.test');
    for (const to of ['in_review', 'missing_documents', 'withdrawn', 'new'] as const) {
      expect(kinds(emailsOwed(target(to), allOn))).toEqual(['agent_status>sam@agents.example']);
    }
  });

  it('leaves out a kind turned off, owner 1 without a usable address, and an agent not to be told', () => {
    expect(kinds(emailsOwed(target('declined'), { EMAILS_OFF: ['declined'] }))).toEqual([
      'agent_status>sam@agents.example',
    ]);
    expect(kinds(emailsOwed(target('approved'), { EMAILS_OFF: ['agent_status'] }))).toEqual([
      'decision_approved>maria@acme.test',
    ]);
    expect(
      kinds(
        emailsOwed(target('funded', { application: application({ owner1Email: 'not an address' }) }), allOn),
      ),
    ).toEqual(['agent_status>sam@agents.example']);
    // Inactive when the application came, or deactivated or deleted since (no active agent's address).
    const inactiveLink = target('approved', { application: application({ agentLinkInactive: true }) });
    expect(kinds(emailsOwed(inactiveLink, allOn))).toEqual(['decision_approved>maria@acme.test']);
    expect(kinds(emailsOwed(target('in_review', { activeAgentEmail: null }), allOn))).toEqual([]);
  });
});
