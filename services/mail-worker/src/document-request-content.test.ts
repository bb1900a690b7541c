import { propertyRuns } from '@funding/platform/testing/property-runs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  documentRequestMessage,
  documentsReceivedMessage,
  UPLOAD_LINK_TEXT,
} from './document-request-content.ts';

const LINK = `https://funding.example.com/upload-documents#${'A'.repeat(43)}`;
const facts = {
  applicationId: 'FA-7K3QD-9XW2M',
  businessName: 'Acme Bakery LLC',
  slots: ['bankStatement2', 'additionalDoc1'] as const,
  message: 'Your February statement, please.',
  expiresAt: new Date('2026-11-30T12:00:00Z'),
};

describe('the document request e-mails', () => {
  it("tell owner 1 what is needed, the staff's message, the link and until when it works", () => {
    const message = documentRequestMessage({ ...facts, slots: [...facts.slots] }, LINK);
    expect(message.subject).toBe('Documents needed for your funding application (FA-7K3QD-9XW2M)');
    expect(message.text).toContain('Bank Statement (2nd Most Recent Month)');
    expect(message.text).toContain('Additional Document 1');
    expect(message.text).toContain('Your February statement, please.');
    expect(message.text).toContain(`${UPLOAD_LINK_TEXT}: ${LINK}`);
    expect(message.text).toContain('2026-11-30 12:00 UTC');
    expect(message.html).toContain(`<a href="${LINK}">`);
  });

  it('keep whatever a business name or message holds out of the subject line and the markup (property)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), fc.string({ maxLength: 200 }), (businessName, text) => {
        const request = documentRequestMessage(
          { ...facts, slots: [...facts.slots], businessName, message: text },
          LINK,
        );
        const received = documentsReceivedMessage({
          applicationId: facts.applicationId,
          businessName,
          slots: [...facts.slots],
          applicationUrl: 'https://portal.example.com/admin/applications/FA-7K3QD-9XW2M',
          attachmentNote: 'attached',
        });
        for (const subject of [request.subject, received.subject]) expect(subject).not.toMatch(/[\r\n]/);
        for (const html of [request.html, received.html]) {
          // Only our own tags: every < in the values is escaped.
          const tags = html.match(/<\/?([a-z]+)/g) ?? [];
          for (const tag of tags)
            expect([
              '<p',
              '</p',
              '<ul',
              '</ul',
              '<li',
              '</li',
              '<a',
              '</a',
              '<blockquote',
              '</blockquote',
              '<strong',
              '</strong',
            ]).toContain(tag);
        }
      }),
      { seed: 1601, numRuns: propertyRuns(2_000) },
    );
  });
});
