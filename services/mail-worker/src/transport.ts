import nodemailer from 'nodemailer';
import type { MailWorkerEnv } from './env.ts';

export function createMailTransport(env: MailWorkerEnv) {
  return nodemailer.createTransport({
    // A few connections kept open and reused: a connection per message (TCP, greeting, EHLO, and
    // STARTTLS with credentials) cost about as much CPU as the message itself (bench: mail CPU).
    // They close on shutdown (transport.close()) and after socketTimeout without traffic.
    pool: true,
    maxConnections: env.WORKER_CONCURRENCY,
    host: env.SMTP_HOST,
    port: env.SMTP_PORT,
    secure: env.SMTP_SECURE,
    // Local catchers speak plain SMTP without credentials. With credentials the connection must be
    // upgraded with STARTTLS before they are sent: a relay (or a man in the middle) that does not
    // offer it gets no password in clear text, and the send fails instead.
    ignoreTLS: !env.SMTP_SECURE && !env.SMTP_USER,
    requireTLS: !env.SMTP_SECURE && Boolean(env.SMTP_USER),
    auth: env.SMTP_USER ? { user: env.SMTP_USER, pass: env.SMTP_PASSWORD ?? '' } : undefined,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
}

export type MailTransport = ReturnType<typeof createMailTransport>;
