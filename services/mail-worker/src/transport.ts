import nodemailer from 'nodemailer';
import type { MailWorkerEnv } from './env.ts';

export function createMailTransport(env: MailWorkerEnv) {
  return nodemailer.createTransport({
    host: env.SMTP_HOST,
    port: env.SMTP_PORT,
    secure: env.SMTP_SECURE,
    // Local catchers speak plain SMTP; a real relay on 587 upgrades with STARTTLS when it offers it.
    ignoreTLS: !env.SMTP_SECURE && !env.SMTP_USER,
    auth: env.SMTP_USER ? { user: env.SMTP_USER, pass: env.SMTP_PASSWORD ?? '' } : undefined,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
}

export type MailTransport = ReturnType<typeof createMailTransport>;
