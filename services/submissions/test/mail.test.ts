import { randomBytes, randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { SignJWT } from 'jose';
import { LinkTokens } from '../src/mail/link-tokens.ts';
import { Mailer } from '../src/mail/mailer.ts';
import { moreInformationRequested } from '../src/mail/messages.ts';

/** A real SMTP server on loopback that keeps what it receives. */
const received: ParsedMail[] = [];
let smtp: SMTPServer;
let smtpUrl: string;

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, done) {
      simpleParser(stream).then((mail) => {
        received.push(mail);
        done();
      }, done);
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  smtpUrl = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => smtp.close(() => resolve())));

describe('mail to submitters', () => {
  it("a request for more information arrives with the reviewer's message and a working link", async () => {
    const tokens = new LinkTokens(randomBytes(32).toString('hex'), 'http://submissions.test');
    const submission = randomUUID();
    const link = `http://localhost:3000/api/submit/event/${submission}?token=${await tokens.issue(submission)}`;
    const mailer = new Mailer(smtpUrl, 'Local Events <no-reply@local-events.example>');
    await mailer.send(
      moreInformationRequested({
        to: 'ada@example.org',
        eventTitle: 'Late Jazz',
        reviewerMessage: 'Which room?\nAnd the price?',
        editLink: link,
      }),
    );
    mailer.close();

    const mail = received.at(-1)!;
    expect(mail.subject).toBe('More information needed: Late Jazz');
    expect(mail.from?.value).toEqual([{ name: 'Local Events', address: 'no-reply@local-events.example' }]);
    expect((mail.to as { text: string }).text).toBe('ada@example.org');
    expect(mail.text).toContain('  Which room?\n  And the price?');
    const found = /https?:\/\/\S+token=(\S+)/.exec(mail.text ?? '')!;
    expect(found[0]).toBe(link);
    expect(await tokens.verify(found[1]!)).toBe(submission);
  });
});

describe('link tokens', () => {
  const secret = randomBytes(32).toString('hex');
  const tokens = new LinkTokens(secret, 'http://submissions.test');

  it('name one submission', async () => {
    const submission = randomUUID();
    expect(await tokens.verify(await tokens.issue(submission))).toBe(submission);
  });

  it('refuse expired, forged, foreign and malformed tokens', async () => {
    const expired = await new LinkTokens(secret, 'http://submissions.test', -10).issue(randomUUID());
    const forged = await new LinkTokens(randomBytes(32).toString('hex'), 'http://submissions.test').issue(randomUUID());
    const otherIssuer = await new LinkTokens(secret, 'http://elsewhere.test').issue(randomUUID());
    const otherPurpose = await new SignJWT({ purpose: 'something-else' })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer('http://submissions.test')
      .setSubject(randomUUID())
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(secret));
    for (const token of [expired, forged, otherIssuer, otherPurpose, 'garbage', '']) expect(await tokens.verify(token)).toBeNull();
  });

  it('need a secret of at least 32 bytes', () => {
    expect(() => new LinkTokens('short', 'x')).toThrow(/at least 32 bytes/);
  });
});
