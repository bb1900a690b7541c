import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { eventually } from '@funding/platform/testing/eventually';
import { integrationEnv, mailCatcherUrl } from '@funding/platform/testing/integration-env';
import { caughtMessages } from '@funding/platform/testing/mail-catcher';
import { SMTPServer } from 'smtp-server';
import { describe, expect, it } from 'vitest';
import { loadMailWorkerEnv } from './env.ts';
import { createMailTransport } from './transport.ts';

describe('mail transport against a real SMTP catcher', () => {
  it('delivers a message with its attachment', async () => {
    const transport = createMailTransport(loadMailWorkerEnv(integrationEnv()));
    const subject = `Round trip ${randomUUID()}`;
    try {
      await transport.sendMail({
        from: 'no-reply@funding.local',
        to: 'processing@funding.local',
        subject,
        text: 'Plain text part',
        attachments: [{ filename: 'application.pdf', content: Buffer.from('%PDF-1.7 test') }],
      });
    } finally {
      transport.close();
    }
    // The catcher lists a message a moment after its SMTP side accepted it.
    const message = await eventually('the message at the catcher', async () =>
      (await caughtMessages(mailCatcherUrl())).find((m) => m.subject === subject),
    );
    expect(message.to.map((r) => r.address)).toEqual(['processing@funding.local']);
    expect(message.attachments?.map((a) => a.fileName)).toEqual(['application.pdf']);
  });
});

describe('mail transport with SMTP credentials', () => {
  it('refuses to send them to a relay that does not offer STARTTLS', async () => {
    let authAttempts = 0;
    let messagesAccepted = 0;
    const relay = new SMTPServer({
      disabledCommands: ['STARTTLS'],
      allowInsecureAuth: true,
      onAuth: (_auth, _session, callback) => {
        authAttempts++;
        callback(null, { user: 'relay-user' });
      },
      onData: (stream, _session, callback) => {
        messagesAccepted++;
        stream.resume().on('end', () => callback());
      },
    });
    await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve));
    const { port } = relay.server.address() as AddressInfo;
    const transport = createMailTransport(
      loadMailWorkerEnv(
        integrationEnv({
          SMTP_HOST: '127.0.0.1',
          SMTP_PORT: String(port),
          SMTP_USER: 'relay-user',
          SMTP_PASSWORD: 'relay-password',
        }),
      ),
    );
    try {
      await expect(
        transport.sendMail({ from: 'no-reply@funding.local', to: 'processing@funding.local', text: 'x' }),
      ).rejects.toThrow(/STARTTLS/);
    } finally {
      transport.close();
      await new Promise<void>((resolve) => relay.close(() => resolve()));
    }
    expect(authAttempts).toBe(0);
    expect(messagesAccepted).toBe(0);
  });
});
