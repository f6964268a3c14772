import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SignJWT } from 'jose';
import { inject } from 'vitest';
import { api, expectProblem, getJson } from '../support/http.ts';
import { jsonLdPage, servePage, settledSubmission, submissionCount, submit } from '../support/submissions.ts';

const post = (body: string, headers: Record<string, string> = { 'content-type': 'application/json' }) =>
  ({ method: 'POST', headers, body }) as RequestInit;

const privateHits = async () => (await getJson(`${inject('stack').fixtures.url}/private-hits`)).body.hits as number;

describe('URLs that are never fetched', () => {
  const refused = [
    ['file:///etc/passwd', 400],
    ['gopher://127.0.0.1:70/_stats', 400],
    ['ftp://files.example.org/event.html', 400],
    ['http://127.0.0.1/', 422],
    ['http://[::1]/', 422],
    ['http://[::ffff:127.0.0.1]/', 422],
    ['http://[::ffff:7f00:1]/', 422],
    ['http://[::127.0.0.1]/', 422], // IPv4-compatible (deprecated ::/96), which ipaddr.js's range() called unicast
    ['http://169.254.169.254/latest/meta-data/', 422],
    ['http://10.0.0.8/', 422],
    ['http://172.16.4.2/', 422],
    ['http://192.168.1.1/', 422],
    ['http://100.64.0.1/', 422],
    ['http://[fd00::1]/', 422],
    ['http://[fe80::1]/', 422],
    ['http://[64:ff9b::7f00:1]/', 422],
    ['http://0.0.0.0/', 422],
    ['http://localhost/', 422],
    ['http://localhost.:80/', 422],
    ['https://example.org:8443/event', 422],
    ['http://user:secret@example.org/event', 422],
  ] as const;

  it.each(refused)('%s is refused with a problem, and nothing is stored', async (url, status) => {
    const before = await submissionCount();
    const problem = await expectProblem(api('/api/submit/event'), status, post(JSON.stringify({ url })));
    if (status === 422) expect(problem).toMatchObject({ code: 'url_refused' });
    else expect(problem.errors?.[0]).toMatchObject({ name: 'url', in: 'body' });
    expect(await submissionCount()).toBe(before);
  });

  it('a loopback server that is not allowed is never reached, directly or through the redirect of an allowed page', async () => {
    const { fixtures } = inject('stack');
    const before = await privateHits();
    await expectProblem(api('/api/submit/event'), 422, post(JSON.stringify({ url: `${fixtures.privateUrl}/event` })));
    for (const target of [`${fixtures.privateUrl}/event`, 'http://169.254.169.254/latest/meta-data/', 'http://[::1]/']) {
      const answer = await submit({ url: `${fixtures.url}/redirect?to=${encodeURIComponent(target)}&n=${randomUUID()}` });
      expect(answer.status).toBe(202);
      const submission = await settledSubmission(answer.body.submission.uuid);
      expect(submission).toMatchObject({ status: 'failed', event: null });
      expect(['port', 'address']).toContain(submission.failure!.reason);
    }
    expect(await privateHits()).toBe(before);
  });
});

describe('bad requests to POST /api/submit/event', () => {
  it('malformed JSON, wrong types, unknown fields and a huge body are 4xx problems that store nothing', async () => {
    const before = await submissionCount();
    await expectProblem(api('/api/submit/event'), 400, post('{"url": '));
    await expectProblem(api('/api/submit/event'), 400, post(JSON.stringify({ url: 42 })));
    await expectProblem(api('/api/submit/event'), 400, post(JSON.stringify({ url: 'https://example.org/e', email: 'not-an-address' })));
    await expectProblem(api('/api/submit/event'), 400, post(JSON.stringify({ url: 'https://example.org/e', admin: true })));
    await expectProblem(api('/api/submit/event'), 400, post(JSON.stringify({ url: `https://example.org/${'a'.repeat(2100)}` })));
    await expectProblem(api('/api/submit/event'), 400, post(JSON.stringify([{ url: 'https://example.org/e' }])));
    await expectProblem(api('/api/submit/event'), 413, post(JSON.stringify({ url: 'https://example.org/e', note: 'x'.repeat(70_000) })));
    await expectProblem(
      api('/api/submit/event'),
      415,
      post('url=https://example.org/e', { 'content-type': 'application/x-www-form-urlencoded' }),
    );
    await expectProblem(
      api('/api/submit/event'),
      400,
      post(JSON.stringify({ url: 'https://example.org/e' }), { 'content-type': 'application/json', 'idempotency-key': 'has space' }),
    );
    expect(await submissionCount()).toBe(before);
  });

  it('the honeypot field, filled in, is refused and stores nothing', async () => {
    const url = await servePage(jsonLdPage({ name: 'Honey', startDate: '2026-10-01T10:00:00Z' }));
    const problem = await expectProblem(api('/api/submit/event'), 422, post(JSON.stringify({ url, website: 'http://spam.example' })));
    expect(problem.detail).toBe('This submission was refused.');
    expect(await submissionCount(url)).toBe(0);
  });

  it('the same URL again within the window answers the first submission, without an edit token', async () => {
    const url = await servePage(jsonLdPage({ name: 'Twice', startDate: '2026-10-02T10:00:00Z' }));
    const first = await submit({ url });
    const again = await submit({ url: `${url.replace('http://127.0.0.1', 'HTTP://127.0.0.1')}?utm_source=newsletter#top` });
    expect(again.status).toBe(202);
    expect(again.body).toMatchObject({ duplicate: true, submission: { uuid: first.body.submission.uuid } });
    expect(again.body.editToken).toBeUndefined();
    expect(await submissionCount(url)).toBe(1);
  });
});

describe('GET and PATCH /api/submit/event/{uuid}', () => {
  it('an unknown or malformed uuid is a problem', async () => {
    await expectProblem(api(`/api/submit/event/${randomUUID()}`), 404);
    await expectProblem(api('/api/submit/event/not-a-uuid'), 400);
  });

  it('PATCH needs the edit token or a valid link token: 401 without, 403 with a wrong, forged, foreign or expired one, which change nothing', async () => {
    const answer = await submit({ url: await servePage(jsonLdPage({ name: 'Guarded', startDate: '2026-10-03T10:00:00Z' })) });
    const statusUrl: string = answer.body.submission.statusUrl;
    const patch = (headers: Record<string, string>, query = '') =>
      fetch(`${statusUrl}${query}`, {
        method: 'PATCH',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify({ title: 'Hijacked' }),
      });
    expect((await patch({})).status).toBe(401);
    expect((await patch({ 'x-edit-token': `set_${'A'.repeat(43)}` })).status).toBe(403);
    expect((await patch({ 'x-edit-token': 'guess' })).status).toBe(403);
    const other = await submit({ url: await servePage(jsonLdPage({ name: 'Other', startDate: '2026-10-04T10:00:00Z' })) });
    expect((await patch({ 'x-edit-token': other.body.editToken })).status).toBe(403);
    const { api: baseUrl, submissionLinkSecret } = inject('stack');
    const link = (secret: string, expires: number, subject = answer.body.submission.uuid) =>
      new SignJWT({ purpose: 'submission-edit' })
        .setProtectedHeader({ alg: 'HS256' })
        .setIssuer(`${baseUrl}/api/submit`)
        .setSubject(subject)
        .setIssuedAt()
        .setExpirationTime(expires)
        .sign(new TextEncoder().encode(secret));
    const now = Math.floor(Date.now() / 1000);
    expect((await patch({}, `?token=${await link(submissionLinkSecret, now + 600)}`)).status).toBe(200);
    expect((await patch({}, `?token=${await link(submissionLinkSecret, now - 60)}`)).status).toBe(403);
    expect((await patch({}, `?token=${await link('another secret of at least thirty-two bytes', now + 600)}`)).status).toBe(403);
    expect((await patch({}, `?token=${await link(submissionLinkSecret, now + 600, other.body.submission.uuid)}`)).status).toBe(403);
    const { body } = await getJson(statusUrl);
    expect(body.event.title).toBe('Hijacked'); // by the one valid link only
    const bad = await fetch(statusUrl, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', 'x-edit-token': answer.body.editToken },
      body: JSON.stringify({ startTime: 'tomorrow' }),
    });
    expect(bad.status).toBe(400);
  });
});
