import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export type Received = { to: string[]; raw: string };

/** A local SMTP server that keeps what it receives, on a free port or the one given (the end-to-end run's). */
export async function startSmtpSink(port = 0): Promise<{
  url: string;
  received: Received[];
  close(): Promise<void>;
}> {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return {
    url: `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
