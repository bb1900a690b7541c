import { propertyRuns } from '@funding/platform/testing/property-runs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buttonOf } from '../testing/email-parts.ts';
import type { EmailBlock, EmailContent } from './email-content.ts';
import { renderEmail } from './render-email.ts';
import { applicantTimeZone, formatTimeIn } from './times.ts';

const brand = { providerName: 'Acme Capital', logoUrl: 'https://funding.example/logo-email.png' };

const content = (text: string, action = true): EmailContent => ({
  subject: `Hello ${text}`,
  preview: text,
  heading: text,
  blocks: [
    { kind: 'paragraph', text },
    { kind: 'facts', rows: [[text, text]] },
    { kind: 'list', title: text, items: [text, `${text}!`] },
    { kind: 'quote', title: 'Message from our team:', text },
    { kind: 'note', text, tone: 'warning' },
    { kind: 'contact', text: 'Questions? Contact us at', email: 'help@funding.example' },
  ] satisfies EmailBlock[],
  ...(action ? { action: { label: 'Open', url: 'https://funding.example/x?a=1&b=2' } } : {}),
});

/** The tags the layout itself writes: anything else in the HTML came from a value. */
const LAYOUT_TAGS = new Set([
  'html',
  'head',
  'meta',
  'style',
  'body',
  'div',
  'table',
  'tbody',
  'tr',
  'td',
  'img',
  'h1',
  'h2',
  'p',
  'ul',
  'li',
  'a',
  'hr',
  'span',
  '!--',
  '!DOCTYPE',
  '!',
  'i',
]);

describe('the one e-mail layout', () => {
  it("carries the provider's logo and name, the heading, every block, and one button for the one action", () => {
    const { subject, html, text } = renderEmail(content('Acme Bakery'), brand);
    expect(subject).toBe('Hello Acme Bakery');
    expect(html.startsWith('<!DOCTYPE html')).toBe(true);
    expect(html).toContain('<img alt="Acme Capital"');
    expect(html).toContain('src="https://funding.example/logo-email.png"');
    expect(buttonOf(html)).toEqual({ href: 'https://funding.example/x?a=1&b=2', label: 'Open' });
    expect(html.match(/<a /g)).toHaveLength(2); // the button and the support address
    expect(html).toContain('href="mailto:help@funding.example"');
    // Responsive: the column is at most 600 px and otherwise the screen's width; the button spans a phone.
    expect(html).toContain('max-width:600px;width:100%');
    expect(html).toContain('@media (max-width: 480px)');
    expect(html).not.toMatch(/width="(6\d\d|[7-9]\d\d)"/);
    expect(text).toContain('Acme Bakery\n\nAcme Bakery');
    expect(text).toContain('Acme Bakery: Acme Bakery');
    expect(text).toContain('- Acme Bakery!');
    expect(text).toContain('> Acme Bakery');
    expect(text).toContain('Questions? Contact us at help@funding.example');
    expect(text).toContain('Open: https://funding.example/x?a=1&b=2');
    expect(text.trimEnd().endsWith('Acme Capital')).toBe(true);
  });

  it('has no button when there is no action', () => {
    const { html, text } = renderEmail(content('Acme', false), brand);
    expect(buttonOf(html)).toBeNull();
    expect(html.match(/<a /g)).toHaveLength(1); // the support address only
    expect(text).not.toContain('Open:');
  });

  it('keeps whatever a value holds out of the subject line and the markup (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 80 }), (value) => {
        const { subject, html } = renderEmail(content(value), brand);
        expect(subject).not.toMatch(/[\r\n]/);
        for (const [, tag] of html.matchAll(/<\/?([!a-zA-Z][-a-zA-Z0-9]*)/g))
          expect(LAYOUT_TAGS).toContain(tag);
        expect(html.match(/<a /g)).toHaveLength(2);
      }),
      { seed: 29, numRuns: propertyRuns(300) },
    );
  });
});

describe('times in e-mails', () => {
  it("are written in the reader's zone, named", () => {
    const at = new Date('2026-11-30T15:05:00Z');
    expect(formatTimeIn(at, 'America/New_York')).toBe('Nov 30, 2026, 10:05 AM EST');
    expect(formatTimeIn(at, applicantTimeZone({ owner1State: 'CA', businessState: 'NY' }))).toBe(
      'Nov 30, 2026, 7:05 AM PST',
    );
    expect(formatTimeIn(at, applicantTimeZone({ owner1State: '??', businessState: 'AZ' }))).toBe(
      'Nov 30, 2026, 8:05 AM MST',
    );
    expect(formatTimeIn(new Date('2026-07-01T15:05:00Z'), applicantTimeZone({ businessState: 'HI' }))).toBe(
      'Jul 1, 2026, 5:05 AM HST',
    );
  });
});
