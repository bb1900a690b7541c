import { randomUUID } from 'node:crypto';
import { integrationEnv, mailCatcherUrl } from '@funding/platform/testing';
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
    const messages = (await (await fetch(`${mailCatcherUrl()}/email`)).json()) as Array<{
      subject: string;
      to: Array<{ address: string }>;
      attachments?: Array<{ fileName: string }>;
    }>;
    const message = messages.find((m) => m.subject === subject);
    expect(message?.to.map((r) => r.address)).toEqual(['processing@funding.local']);
    expect(message?.attachments?.map((a) => a.fileName)).toEqual(['application.pdf']);
  });
});
