import { describe, expect, it } from 'vitest';
import { renderEmail } from '../email/render-email.ts';
import { buttonOf } from '../testing/email-parts.ts';
import {
  documentRequestEmail,
  documentRequestReminderEmail,
  documentsReceivedEmail,
  UPLOAD_LINK_TEXT,
} from './document-requests.ts';

const brand = { providerName: 'Acme Capital', logoUrl: 'https://funding.example/logo-email.png' };
const LINK = `https://funding.example.com/upload-documents#${'A'.repeat(43)}`;
const facts = {
  applicationId: 'FA-7K3QD-9XW2M',
  businessName: 'Acme Bakery LLC',
  slots: ['bankStatement2', 'additionalDoc1'] as ('bankStatement2' | 'additionalDoc1')[],
  message: 'Your February statement, please.',
  expiresAt: new Date('2026-11-30T12:00:00Z'),
  timeZone: 'America/New_York',
  supportEmail: 'help@funding.example',
};

describe('the document request e-mails', () => {
  it("tell owner 1 what is needed, the staff's message, the link as the button and until when it works", () => {
    const message = renderEmail(documentRequestEmail(facts, LINK), brand);
    expect(message.subject).toBe('Documents needed for your funding application (FA-7K3QD-9XW2M)');
    expect(message.text).toContain('Bank Statement (2nd Most Recent Month)');
    expect(message.text).toContain('Additional Document 1');
    expect(message.text).toContain('> Your February statement, please.');
    expect(message.text).toContain(`${UPLOAD_LINK_TEXT}: ${LINK}`);
    expect(message.text).toContain('Nov 30, 2026, 7:00 AM EST');
    expect(buttonOf(message.html)).toEqual({ href: LINK, label: UPLOAD_LINK_TEXT });
  });

  it('remind owner 1 of what is still missing, and say so when the link is about to expire', () => {
    const reminder = renderEmail(
      documentRequestReminderEmail({ ...facts, timing: 'after-days' }, LINK),
      brand,
    );
    expect(reminder.subject).toBe('Reminder: documents needed for your funding application (FA-7K3QD-9XW2M)');
    expect(reminder.text).toContain('we still need:');
    expect(reminder.text).toContain(`${UPLOAD_LINK_TEXT}: ${LINK}`);
    const lastCall = renderEmail(
      documentRequestReminderEmail({ ...facts, timing: 'before-expiry' }, LINK),
      brand,
    );
    expect(lastCall.subject).toBe('Your upload link expires soon (FA-7K3QD-9XW2M)');
    expect(lastCall.text).toContain('Nov 30, 2026, 7:00 AM EST');
  });

  it('tell the team the documents are in, with the portal as the button', () => {
    const message = renderEmail(
      documentsReceivedEmail({
        applicationId: facts.applicationId,
        businessName: facts.businessName,
        slots: facts.slots,
        applicationUrl: 'https://portal.example.com/admin/applications/FA-7K3QD-9XW2M',
        attachmentNote: { kind: 'note', text: 'attached' },
      }),
      brand,
    );
    expect(message.subject).toBe('Documents received: Acme Bakery LLC (FA-7K3QD-9XW2M)');
    expect(message.text).toContain(
      'Open in the admin portal: https://portal.example.com/admin/applications/FA-7K3QD-9XW2M',
    );
  });
});
