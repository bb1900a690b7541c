/**
 * What every e-mail the system sends is made of, whatever it says: a subject, a heading and a few
 * blocks, with at most one button. Each kind of e-mail is a function from its facts to this shape
 * (messages/), and the one layout (BusinessEmail.tsx) draws it with the provider's name and logo;
 * the plain-text part is written from the same blocks (plain-text.ts), so both parts always say the
 * same. Values are plain strings: React escapes them in the HTML, and nothing here is markup.
 */
export interface EmailContent {
  subject: string;
  /** The line an inbox shows beside the subject. */
  preview: string;
  heading: string;
  blocks: EmailBlock[];
  /** The one action the e-mail asks for, as a button (and its address in the text part). */
  action?: EmailAction;
}

export interface EmailAction {
  label: string;
  url: string;
}

export type EmailBlock =
  | { kind: 'paragraph'; text: string }
  /** Labelled facts: the application id, the business, a time... */
  | { kind: 'facts'; rows: [label: string, value: string][] }
  | { kind: 'list'; title?: string; items: string[] }
  /** Words someone else wrote (the staff's message), set apart. */
  | { kind: 'quote'; title: string; text: string }
  /** A remark under the rest; `warning` when it says something did not go as usual. */
  | { kind: 'note'; text: string; tone?: 'warning' }
  /** "Questions? Contact us at <address>", the address as a mailto link. */
  | { kind: 'contact'; text: string; email: string };

/** Who the e-mail comes from, shown in every e-mail's header and footer. */
export interface EmailBrand {
  providerName: string;
  /** An absolute address of a PNG or JPEG (mail clients do not show SVG). */
  logoUrl: string;
}

/** Header values must stay on one line whatever a business name contains. */
export const oneLine = (value: string) => value.replace(/[\r\n\t]+/g, ' ').trim();
