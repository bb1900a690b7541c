import type { Attachment } from 'nodemailer/lib/mailer/index.js';
import type { EmailBrand, EmailContent } from './email/email-content.ts';
import { renderEmail } from './email/render-email.ts';
import type { MailWorkerEnv } from './env.ts';
import type { MailTransport } from './transport.ts';

export interface OutboxDependencies {
  transport: MailTransport;
  env: Pick<MailWorkerEnv, 'MAIL_FROM' | 'PROVIDER_NAME' | 'MAIL_LOGO_URL'>;
}

export interface OutgoingEmail {
  to: string;
  /** Stable across retries, so a message sent again is recognised as the one already received. */
  messageId: string;
  content: EmailContent;
  replyTo?: string;
  attachments?: Attachment[];
}

export function brandOf(env: OutboxDependencies['env']): EmailBrand {
  return { providerName: env.PROVIDER_NAME, logoUrl: env.MAIL_LOGO_URL };
}

/** Renders one e-mail through the one layout and hands it to the mail server. */
export async function sendEmail(
  deps: OutboxDependencies,
  email: OutgoingEmail,
): Promise<{ messageId: string | null }> {
  const info = await deps.transport.sendMail({
    from: deps.env.MAIL_FROM,
    to: email.to,
    messageId: email.messageId,
    ...renderEmail(email.content, brandOf(deps.env)),
    ...(email.replyTo ? { replyTo: email.replyTo } : {}),
    ...(email.attachments ? { attachments: email.attachments } : {}),
  });
  return { messageId: info.messageId ?? null };
}

/** `<local@domain-of-MAIL_FROM>`: the Message-IDs of our messages. */
export function messageIdFor(local: string, from: string): string {
  const domain = /@([^>\s]+)/.exec(from)?.[1] ?? 'funding.local';
  return `<${local}@${domain}>`;
}
