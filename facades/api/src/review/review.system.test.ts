import { afterAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { DateTime } from 'luxon';
import { closeFixtures, createEvent, createVenue, createZone, type ZoneFixture } from '../../../../test/support/fixtures.ts';
import { api, expectProblem, getJson } from '../../../../test/support/http.ts';
import { errorCode, graphql, transitionsOf } from '../../../../test/support/graphql.ts';
import { bearer, forgedToken, tokenFor, unsignedToken } from '../../../../test/support/tokens.ts';

afterAll(closeFixtures);

const reviewUrl = (uuid: string) => api(`/api/events/${uuid}/review`);
type ReviewAnswer = { event: { uuid: string; title: string; status: string }; actions: string[]; detail?: string };
const json = async (response: Response) => (await response.json()) as ReviewAnswer;
const post = async (uuid: string, body: unknown, headers: Record<string, string>) =>
  fetch(reviewUrl(uuid), { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });

let zone: ZoneFixture;
async function eventUnderReview(status: 'ready_for_review' | 'needs_info' | 'published' = 'ready_for_review', title = 'Harbour Jazz') {
  zone ??= await createZone({ timezone: 'Europe/London' });
  return createEvent({ zone, start: DateTime.now().plus({ days: 3 }).toJSDate(), status, title });
}

async function statusOf(uuid: string) {
  const { body } = await getJson(reviewUrl(uuid), { headers: await bearer('admin') });
  return body.event.status as string;
}

describe('GET /api/events/{uuid}/review', () => {
  it('offers a reviewer exactly approve, edit and request_more_info for ready_for_review', async () => {
    const event = await eventUnderReview();
    const { status, body } = await getJson(reviewUrl(event.uuid), { headers: await bearer('reviewer') });
    expect(status).toBe(200);
    expect(body).toEqual({
      event: { uuid: event.uuid, title: 'Harbour Jazz', status: 'ready_for_review', seriesUuid: null, spottedBy: null },
      actions: ['approve', 'edit', 'request_more_info'],
    });
  });

  it('offers an administrator reject as well', async () => {
    const event = await eventUnderReview();
    const { body } = await getJson(reviewUrl(event.uuid), { headers: await bearer('admin') });
    expect(body.actions).toEqual(['approve', 'edit', 'request_more_info', 'reject']);
  });

  it.each([
    ['needs_info', 'reviewer', ['approve', 'edit']],
    ['needs_info', 'admin', ['approve', 'edit', 'reject']],
    ['published', 'reviewer', ['edit']],
    ['published', 'admin', ['edit', 'reject', 'cancel']],
  ] as const)('%s to a %s offers %j', async (status, role, actions) => {
    const event = await eventUnderReview(status);
    const { body } = await getJson(reviewUrl(event.uuid), { headers: await bearer(role) });
    expect(body.actions).toEqual(actions);
  });

  it('an unknown event is 404, a malformed uuid 400', async () => {
    await expectProblem(reviewUrl('00000000-0000-4000-8000-000000000000'), 404, { headers: await bearer('reviewer') });
    await expectProblem(reviewUrl('nope'), 400, { headers: await bearer('reviewer') });
  });
});

describe('refused credentials, with nothing changed', () => {
  const resourceMetadata = () => `resource_metadata="${inject('stack').site}/.well-known/oauth-protected-resource"`;

  it('no token: 401 with the RFC 9728 challenge', async () => {
    const event = await eventUnderReview();
    const response = await fetch(reviewUrl(event.uuid));
    expect(response.status).toBe(401);
    expect(response.headers.get('www-authenticate')).toBe(`Bearer ${resourceMetadata()}`);
    expect(response.headers.get('content-type')).toBe('application/problem+json');
  });

  it.each([
    ['garbage', async () => 'Bearer not.a.jwt'],
    ['not a bearer scheme', async () => `Basic ${Buffer.from('a:b').toString('base64')}`],
    ['signed by another key', async () => `Bearer ${await forgedToken({ key: 'stranger' })}`],
    ['alg none', async () => `Bearer ${unsignedToken()}`],
    ['expired', async () => `Bearer ${await forgedToken({ expiresIn: '-1m' })}`],
    ['not valid yet', async () => `Bearer ${await forgedToken({ notBefore: '5m' })}`],
    ['from another issuer', async () => `Bearer ${await forgedToken({ claims: { iss: 'https://evil.example' } })}`],
    ['for another audience', async () => `Bearer ${await forgedToken({ claims: { aud: 'https://other-api.example' } })}`],
  ])('%s: 401, and a POST changes nothing', async (_label, authorization) => {
    const event = await eventUnderReview();
    const header = await authorization();
    const problem = await expectProblem(reviewUrl(event.uuid), 401, { headers: { authorization: header } });
    expect(problem.detail).toBeTruthy();
    const response = await post(event.uuid, { action: 'approve' }, { authorization: header });
    expect(response.status).toBe(401);
    expect(response.headers.get('www-authenticate')).toContain(resourceMetadata());
    expect(await statusOf(event.uuid)).toBe('ready_for_review');
    expect(await transitionsOf(event.uuid)).toEqual([]);
  });

  it('a valid token without a review scope: 403, and a POST changes nothing', async () => {
    const event = await eventUnderReview();
    await expectProblem(reviewUrl(event.uuid), 403, { headers: await bearer('venue-manager') });
    const response = await post(event.uuid, { action: 'approve' }, await bearer('venue-manager'));
    expect(response.status).toBe(403);
    expect(response.headers.get('www-authenticate')).toContain('error="insufficient_scope"');
    expect(await statusOf(event.uuid)).toBe('ready_for_review');
  });

  it('a token signed with the right key but without a subject is refused', async () => {
    const event = await eventUnderReview();
    const token = await forgedToken({ withoutSubject: true });
    await expectProblem(reviewUrl(event.uuid), 401, { headers: { authorization: `Bearer ${token}` } });
    expect((await post(event.uuid, { action: 'approve' }, { authorization: `Bearer ${token}` })).status).toBe(401);
    expect(await statusOf(event.uuid)).toBe('ready_for_review');
  });
});

describe('POST /api/events/{uuid}/review', () => {
  it('approve publishes: the event appears in the public list on its day', async () => {
    const event = await eventUnderReview();
    const response = await post(event.uuid, { action: 'approve' }, await bearer('reviewer'));
    expect(response.status).toBe(200);
    expect(await json(response)).toEqual({
      event: { uuid: event.uuid, title: 'Harbour Jazz', status: 'published', seriesUuid: null, spottedBy: null },
      actions: ['edit'],
    });
    const day = DateTime.fromJSDate(event.startTime, { zone: 'Europe/London' }).toISODate();
    const { body } = await getJson(api(`/api/events/list?zone_id=${zone.id}&date=${day}`));
    expect(body.results.map((item: { uuid: string }) => item.uuid)).toContain(event.uuid);
    const [approved] = await transitionsOf(event.uuid);
    expect(approved).toMatchObject({
      action: 'approve',
      fromStatus: 'ready_for_review',
      toStatus: 'published',
      actor: 'demo-reviewer',
      actorRole: 'reviewer',
    });
  });

  it('request_more_info needs a message, records it, and moves to needs_info', async () => {
    const event = await eventUnderReview();
    const missing = await post(event.uuid, { action: 'request_more_info' }, await bearer('reviewer'));
    expect(missing.status).toBe(400);
    const response = await post(event.uuid, { action: 'request_more_info', message: 'Which room is it in?' }, await bearer('reviewer'));
    expect((await json(response)).event.status).toBe('needs_info');
    expect((await transitionsOf(event.uuid))[0]).toMatchObject({
      action: 'request_more_info',
      toStatus: 'needs_info',
      message: 'Which room is it in?',
    });
  });

  it('edit changes fields, keeps the status, and records what changed', async () => {
    const event = await eventUnderReview();
    const venue = await createVenue(zone.id, 'The Old Library');
    const response = await post(
      event.uuid,
      {
        action: 'edit',
        changes: {
          title: 'Harbour Jazz Quartet',
          startTime: '2026-12-01T19:30:00Z',
          endTime: '2026-12-01T22:00:00+00:00',
          venueSlug: venue.slug,
          categories: ['jazz'],
        },
      },
      await bearer('reviewer'),
    );
    const answer = await json(response);
    expect(response.status, JSON.stringify(answer)).toBe(200);
    expect(answer.event).toEqual({
      uuid: event.uuid,
      title: 'Harbour Jazz Quartet',
      status: 'ready_for_review',
      seriesUuid: null,
      spottedBy: null,
    });
    const [edit] = await transitionsOf(event.uuid);
    expect(edit!.changes).toMatchObject({
      title: { from: 'Harbour Jazz', to: 'Harbour Jazz Quartet' },
      startTime: { to: '2026-12-01T19:30:00.000Z' },
      venueId: { from: null, to: venue.id },
      categories: { from: ['test'], to: ['jazz'] },
    });
  });

  it('reject: refused to a reviewer with 409, taken by an administrator', async () => {
    const event = await eventUnderReview();
    const refused = await post(event.uuid, { action: 'reject' }, await bearer('reviewer'));
    expect(refused.status).toBe(409);
    expect(refused.headers.get('content-type')).toBe('application/problem+json');
    expect(await statusOf(event.uuid)).toBe('ready_for_review');
    const taken = await post(event.uuid, { action: 'reject', message: 'Not a public event.' }, await bearer('admin'));
    expect((await json(taken)).event.status).toBe('rejected');
    expect((await transitionsOf(event.uuid)).map((t) => t.actor)).toEqual(['demo-admin']);
  });

  it('an action not offered for the status is 409 and changes nothing', async () => {
    const event = await eventUnderReview('published');
    const response = await post(event.uuid, { action: 'approve' }, await bearer('reviewer'));
    expect(response.status).toBe(409);
    expect((await json(response)).detail).toContain('"approve" is not offered for an event that is published');
    expect(await transitionsOf(event.uuid)).toEqual([]);
  });

  it.each([
    ['malformed JSON', 400, '{"action": "appr'],
    ['an array', 400, '[]'],
    ['an unknown action', 400, JSON.stringify({ action: 'delete' })],
    ['a wrong type', 400, JSON.stringify({ action: 42 })],
    ['an unknown field', 400, JSON.stringify({ action: 'approve', sneaky: true })],
    ['edit without changes', 400, JSON.stringify({ action: 'edit' })],
    ['changes on approve', 400, JSON.stringify({ action: 'approve', changes: { title: 'x' } })],
    ['empty changes', 400, JSON.stringify({ action: 'edit', changes: {} })],
    ['an impossible time', 400, JSON.stringify({ action: 'edit', changes: { startTime: '2026-02-30T10:00:00Z' } })],
    [
      'an end before the start',
      400,
      JSON.stringify({ action: 'edit', changes: { startTime: '2026-12-01T19:00:00Z', endTime: '2026-12-01T18:00:00Z' } }),
    ],
    ['a javascript: image', 400, JSON.stringify({ action: 'edit', changes: { imageUrl: 'javascript:alert(1)' } })],
    ['an unknown venue', 400, JSON.stringify({ action: 'edit', changes: { venueSlug: 'no-such-venue-here' } })],
    ['a huge body', 413, JSON.stringify({ action: 'edit', changes: { description: 'x'.repeat(200_000) } })],
  ])('%s -> %i, nothing changed', async (_label, status, body) => {
    const event = await eventUnderReview();
    const response = await fetch(reviewUrl(event.uuid), {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(await bearer('admin')) },
      body,
    });
    expect(response.status).toBe(status);
    expect(response.headers.get('content-type')).toBe('application/problem+json');
    expect(await statusOf(event.uuid)).toBe('ready_for_review');
    expect(await transitionsOf(event.uuid)).toEqual([]);
  });

  it('a body that is not JSON is 415', async () => {
    const event = await eventUnderReview();
    const response = await fetch(reviewUrl(event.uuid), {
      method: 'POST',
      headers: { 'content-type': 'text/plain', ...(await bearer('admin')) },
      body: 'action=approve',
    });
    expect(response.status).toBe(415);
  });
});

describe('the same rules hold when a subgraph is called directly', () => {
  const direct = (query: string, headers: Record<string, string> = {}) => graphql(query, { headers, subgraph: 'events' });

  it('no token, a forged token, or a missing scope are refused; nothing changes', async () => {
    const event = await eventUnderReview();
    const mutation = `mutation { reviewEvent(uuid: "${event.uuid}", input: { action: approve }) { event { status } } }`;
    expect(errorCode(await direct(mutation))).toBe('UNAUTHENTICATED');
    expect(errorCode(await direct(mutation, { authorization: `Bearer ${await forgedToken({ key: 'stranger' })}` }))).toBe(
      'UNAUTHENTICATED',
    );
    expect(errorCode(await direct(mutation, { authorization: `Bearer ${unsignedToken()}` }))).toBe('UNAUTHENTICATED');
    expect(errorCode(await direct(mutation, await bearer('venue-manager')))).toBe('FORBIDDEN');
    expect(
      errorCode(
        await direct(
          `mutation { reviewEvent(uuid: "${event.uuid}", input: { action: reject }) { event { status } } }`,
          await bearer('reviewer'),
        ),
      ),
    ).toBe('CONFLICT');
    expect(await statusOf(event.uuid)).toBe('ready_for_review');
    const approved = await direct(mutation, { authorization: `Bearer ${await tokenFor('reviewer')}` });
    expect(approved.data).toEqual({ reviewEvent: { event: { status: 'published' } } });
  });
});
