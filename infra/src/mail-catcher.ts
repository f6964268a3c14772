import { mkdirSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import type { Logger } from '@local-events/platform';

export interface MailCatcher {
  /** The SMTP_URL that delivers here. */
  url: string;
  dir: string;
  close(): Promise<void>;
}

const MAX_MESSAGE_BYTES = 1024 * 1024;

/** A message as a person reads it: the main headers, then the text, decoded (links whole, not quoted-printable). */
async function readable(raw: Buffer): Promise<string> {
  const mail = await simpleParser(raw);
  const to = [mail.to]
    .flat()
    .map((address) => address?.text ?? '')
    .join(', ');
  return [
    `From: ${mail.from?.text ?? ''}`,
    `To: ${to}`,
    `Date: ${mail.date?.toISOString() ?? ''}`,
    `Subject: ${mail.subject ?? ''}`,
    '',
    mail.text ?? '',
  ].join('\n');
}

/**
 * The development SMTP server (smtp-server on loopback): it accepts every message and keeps it, unsent, in
 * `dir`: the message as received (`.eml`, for mail programs) and as plain text (`.txt`, for people), logging
 * who it was for and where it is.
 */
export async function startMailCatcher(options: { dir: string; port?: number; log?: Logger }): Promise<MailCatcher> {
  // Messages carry signed links: readable by this user only.
  mkdirSync(options.dir, { recursive: true, mode: 0o700 });
  let sequence = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    size: MAX_MESSAGE_BYTES,
    banner: 'Local Events development mail catcher',
    onData(stream, session, done) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((recipient) => recipient.address).join(', ');
        const name = join(options.dir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${String(++sequence).padStart(4, '0')}`);
        const raw = Buffer.concat(chunks);
        const file = `${name}.txt`;
        Promise.all([
          writeFile(`${name}.eml`, raw, { mode: 0o600 }),
          readable(raw).then((text) => writeFile(file, text, { mode: 0o600 })),
        ]).then(
          () => {
            options.log?.info({ to, file }, 'mail caught');
            done();
          },
          (error: Error) => done(error),
        );
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    dir: options.dir,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
