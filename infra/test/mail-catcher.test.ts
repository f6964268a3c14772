import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import nodemailer from 'nodemailer';
import { startMailCatcher, type MailCatcher } from '../src/mail-catcher.ts';

let catcher: MailCatcher;
let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'mail-catcher-'));
  catcher = await startMailCatcher({ dir });
});
afterAll(async () => {
  await catcher.close();
  await rm(dir, { recursive: true, force: true });
});

describe('the development mail catcher', () => {
  it('keeps each message as received (.eml) and as text a person reads, with long links whole', async () => {
    const link = `http://localhost:3000/api/submit/event/0f8fad5b-d9cb-469f-a165-70867728950e?token=${'eyJhbGciOiJIUzI1NiJ9'.repeat(8)}`;
    const transport = nodemailer.createTransport(catcher.url);
    await transport.sendMail({
      from: 'Local Events <no-reply@localhost>',
      to: 'ada@example.org',
      subject: 'Größe: ok',
      text: `Follow:\n${link}\n`,
    });
    transport.close();
    const files = (await readdir(dir)).sort();
    expect(files).toHaveLength(2);
    expect(files[0]).toMatch(/\.eml$/);
    // Messages carry signed links: readable by this user only.
    for (const file of files) expect((await stat(join(dir, file))).mode & 0o777, file).toBe(0o600);
    const text = await readFile(join(dir, files[1]!), 'utf8');
    expect(text).toContain('To: ada@example.org');
    expect(text).toContain('Subject: Größe: ok');
    expect(text).toContain(link);
  });
});
