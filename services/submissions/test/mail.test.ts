import { randomBytes, randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { SignJWT } from 'jose';
import { LinkTokens } from '../src/mail/link-tokens.ts';
import { Mailer } from '../src/mail/mailer.ts';
import { moreInformationRequested, submissionReceived } from '../src/mail/messages.ts';

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
        language: 'en-GB',
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

  it("speaks the submitter's language: the one of the page they submitted from", async () => {
    const mailer = new Mailer(smtpUrl, 'Local Events <no-reply@local-events.example>');
    await mailer.send(
      moreInformationRequested({
        to: 'jonas@example.org',
        language: 'de-DE',
        eventTitle: 'Später Jazz',
        reviewerMessage: 'Welcher Raum?',
        editLink: 'http://localhost:3001/submissions/x?token=y',
      }),
    );
    await mailer.send(
      submissionReceived({
        to: 'nuria@example.org',
        language: 'ca-ES',
        about: 'Mercat de Nadal',
        typed: true,
        statusLink: 'http://localhost:3001/submissions/x',
        editLink: 'http://localhost:3001/submissions/x?token=y',
      }),
    );
    mailer.close();
    await expect.poll(() => received.length).toBeGreaterThanOrEqual(3);
    const [german, catalan] = received.slice(-2);
    expect(german!.subject).toBe('Mehr Informationen nötig: Später Jazz');
    expect(german!.text).toContain('Das Prüfteam fragt:\n\n  Welcher Raum?');
    expect(catalan!.subject).toBe('El teu esdeveniment enviat a Local Events');
    expect(catalan!.text).toContain('Gràcies per explicar a Local Events:\n  Mercat de Nadal');
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
