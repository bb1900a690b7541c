import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** What the sink does with each recipient: take it, or refuse it with a temporary failure. */
export type SinkPolicy = (recipient: string) => 'accept' | 'reject';

export interface ReceivedMessage {
  to: string[];
  raw: string;
}

/**
 * An SMTP server in the test process whose answers the test controls, for what a mail catcher
 * cannot do: fail on purpose, then recover.
 */
export async function startSmtpSink(initialPolicy: SinkPolicy) {
  let policy = initialPolicy;
  const received: ReceivedMessage[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (policy(address.address) === 'accept') return callback();
      // 451: the server's "try again later", what a relay says while it is having trouble.
      callback(
        Object.assign(new Error('Requested action aborted: local error in processing'), {
          responseCode: 451,
        }),
      );
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    port,
    received,
    setPolicy(next: SinkPolicy) {
      policy = next;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
