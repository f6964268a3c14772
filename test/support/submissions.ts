import { randomUUID } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { inject } from 'vitest';
import { simpleParser, type ParsedMail } from 'mailparser';
import pg from 'pg';
import { api, getJson } from './http.ts';

/** Serves `content` from the fixture server (allowed through SCRAPE_ALLOW_HOSTS) and answers its URL. */
export async function servePage(content: string, extension: 'html' | 'ics' | 'jsonld' = 'html'): Promise<string> {
  const { fixtures } = inject('stack');
  const name = `${randomUUID()}.${extension}`;
  await writeFile(join(fixtures.dir, name), content);
  return `${fixtures.url}/pages/${name}`;
}

/** An HTML page whose event is schema.org JSON-LD. */
export const jsonLdPage = (event: Record<string, unknown>) =>
  `<!doctype html><html><head><title>${String(event.name ?? 'Event')}</title>
<script type="application/ld+json">${JSON.stringify({ '@context': 'https://schema.org', '@type': 'Event', ...event })}</script>
</head><body><h1>${String(event.name ?? '')}</h1></body></html>`;

export function submit(body: unknown, headers: Record<string, string> = {}) {
  return getJson(api('/api/submit/event'), {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
}

export interface SubmissionView {
  uuid: string;
  status: 'received' | 'processing' | 'completed' | 'failed';
  missingFields: string[];
  failure: { reason: string; detail: string } | null;
  event: {
    uuid: string;
    status: string;
    title: string;
    startTime: string;
    venueName: string | null;
    zoneName: string | null;
    description: string;
  } | null;
}

/** Polls the submission until it is completed or failed. */
export async function settledSubmission(uuid: string, timeoutMs = 30_000): Promise<SubmissionView> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { status, body } = await getJson(api(`/api/submit/event/${uuid}`));
    if (status !== 200) throw new Error(`GET submission: ${status} ${JSON.stringify(body)}`);
    if (body.status === 'completed' || body.status === 'failed') return body as SubmissionView;
    if (Date.now() > deadline) throw new Error(`submission ${uuid} still ${body.status}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Mail the stack sent to `to` (caught by the test SMTP server), oldest first; waits until `count` have arrived. */
export async function mailTo(to: string, count = 1, timeoutMs = 30_000): Promise<ParsedMail[]> {
  const { mailDir } = inject('stack');
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const files = (await readdir(mailDir)).filter((file) => file.endsWith('.eml')).sort();
    const mails = await Promise.all(files.map(async (file) => simpleParser(await readFile(join(mailDir, file)))));
    const mine = mails.filter((mail) => [mail.to].flat().some((address) => address?.text.includes(to)));
    if (mine.length >= count) return mine;
    if (Date.now() > deadline) throw new Error(`${mine.length} of ${count} mails to ${to} arrived`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Rows in the submissions table (for one source URL, when given), read straight from PostgreSQL. */
export async function submissionCount(sourceUrl?: string): Promise<number> {
  const client = new pg.Client({ connectionString: inject('stack').databaseUrl });
  await client.connect();
  try {
    const { rows } = sourceUrl
      ? await client.query<{ count: string }>('select count(*) as count from submissions.submission where source_url = $1', [sourceUrl])
      : await client.query<{ count: string }>('select count(*) as count from submissions.submission');
    return Number(rows[0]!.count);
  } finally {
    await client.end();
  }
}

/** The queue's record of a submission's processing job (state, attempts, next start), for failure messages. */
export async function processingJobOf(uuid: string): Promise<Record<string, unknown> | undefined> {
  const client = new pg.Client({ connectionString: inject('stack').databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query(
      `select state, retry_count as "retryCount", started_on as "startedOn", start_after as "startAfter", now() as "now"
         from submissions.job where data->>'submissionUuid' = $1 order by created_on desc limit 1`,
      [uuid],
    );
    return rows[0];
  } finally {
    await client.end();
  }
}

/** How many events typed in with this title are stored. */
export async function typedSubmissionCount(title: string): Promise<number> {
  const client = new pg.Client({ connectionString: inject('stack').databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ count: string }>(
      "select count(*) as count from submissions.submission where typed ->> 'title' = $1",
      [title],
    );
    return Number(rows[0]!.count);
  } finally {
    await client.end();
  }
}
