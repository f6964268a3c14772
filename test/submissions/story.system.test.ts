import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { DateTime } from 'luxon';
import { closeFixtures, createVenue, createZone, unique } from '../support/fixtures.ts';
import { api, getJson, site } from '../support/http.ts';
import { jsonLdPage, mailTo, servePage, submit } from '../support/submissions.ts';
import { transitionsOf } from '../support/graphql.ts';
import { bearer } from '../support/tokens.ts';

afterAll(closeFixtures);

const review = async (uuid: string, body: unknown) =>
  getJson(api(`/api/events/${uuid}/review`), {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(await bearer('reviewer')) },
    body: JSON.stringify(body),
  });

const patch = (url: string, body: unknown, headers: Record<string, string> = {}) =>
  getJson(url, { method: 'PATCH', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });

describe('a submission, from URL to public listing', () => {
  it('submit -> ready_for_review -> request_more_info -> mail -> link -> edit -> approve -> listed on its local day', async () => {
    const zone = await createZone({ name: `Harbourside ${unique()}`, timezone: 'Europe/London' });
    const venue = await createVenue(zone.id, `The Blue Room ${unique()}`, { address: '12 Quay Street', lat: 50.1, lng: -5.5 });
    // 19:30 on a day ten days from now, in London, written without an offset: the zone's local time.
    const day = DateTime.now().setZone('Europe/London').plus({ days: 10 }).startOf('day');
    const page = await servePage(
      jsonLdPage({
        name: 'Sea Shanty Night',
        startDate: `${day.toISODate()}T19:30`,
        location: {
          '@type': 'Place',
          name: venue.name,
          address: { '@type': 'PostalAddress', streetAddress: '12 Quay Street', addressLocality: zone.name },
        },
      }),
    );
    const email = `story-${unique()}@example.org`;

    const submitted = await submit({ url: page, email, note: 'Every month' }, { 'idempotency-key': randomUUID() });
    expect(submitted.status).toBe(202);
    const receipt = submitted.body;
    expect(receipt).toMatchObject({
      action: 'submit_event',
      status: 'completed',
      replayed: false,
      duplicate: false,
      submission: { status: 'completed', statusUrl: expect.stringMatching(/\/api\/submit\/event\/[0-9a-f-]{36}$/) },
      event: { status: 'ready_for_review', reviewUrl: expect.stringMatching(/\/api\/events\/[0-9a-f-]{36}\/review$/) },
    });
    expect(receipt.editToken).toMatch(/^set_[A-Za-z0-9_-]{43}$/);
    expect(receipt.submission.missingFields).toEqual(expect.arrayContaining(['description', 'endTime']));
    const eventUuid: string = receipt.event.uuid;

    const [received] = await mailTo(email);
    expect(received!.subject).toBe('Your event submission to Local Events');
    expect(received!.text).toContain(site(`/submissions/${receipt.submission.uuid}`));

    // The submitter's edit token works while the event waits for review, and keeps it there.
    const early = await patch(
      receipt.submission.statusUrl,
      { title: 'Sea Shanty Night at the Quay' },
      { 'x-edit-token': receipt.editToken },
    );
    expect(early.status).toBe(200);
    expect(early.body.event).toMatchObject({ title: 'Sea Shanty Night at the Quay', status: 'ready_for_review' });

    const asked = await review(eventUuid, { action: 'request_more_info', message: 'Which room, and is it free?' });
    expect(asked.body.event.status).toBe('needs_info');

    const [, moreInfo] = await mailTo(email, 2);
    expect(moreInfo!.subject).toBe('More information needed: Sea Shanty Night at the Quay');
    expect(moreInfo!.text).toContain('Which room, and is it free?');
    // The mail links to the submitter's page on the site; its token also works with the API.
    const mailed = /(http\S+\?token=\S+)/.exec(moreInfo!.text ?? '')?.[1];
    expect(mailed?.startsWith(site(`/submissions/${receipt.submission.uuid}?token=`)), mailed).toBe(true);
    const link = `${receipt.submission.statusUrl}?token=${new URL(mailed!).searchParams.get('token')}`;

    const followed = await getJson(link!);
    expect(followed.status).toBe(200);
    expect(followed.body).toMatchObject({ uuid: receipt.submission.uuid, event: { uuid: eventUuid, status: 'needs_info' } });

    const edited = await patch(link!, { description: 'Upstairs in the blue room. Free entry.', isFree: true });
    expect(edited.status).toBe(200);
    expect(edited.body.event).toMatchObject({
      status: 'ready_for_review',
      description: 'Upstairs in the blue room. Free entry.',
      isFree: true,
    });

    const approved = await review(eventUuid, { action: 'approve' });
    expect(approved.body.event.status).toBe('published');

    const listed = await getJson(api(`/api/events/list?zone_id=${zone.id}&date=${day.toISODate()}`));
    expect(listed.body.results).toContainEqual({
      uuid: eventUuid,
      title: 'Sea Shanty Night at the Quay',
      startTime: day.set({ hour: 19, minute: 30 }).toUTC().toISO(),
      venueName: venue.name,
      zoneId: zone.id,
    });

    // Who did what, in the events service's own record.
    const actions = (await transitionsOf(eventUuid)).map((t) => `${t.action}:${t.actorRole}:${t.toStatus}`);
    expect(actions).toEqual([
      'submit:submitter:ready_for_review',
      'edit:submitter:ready_for_review',
      'request_more_info:reviewer:needs_info',
      'edit:submitter:ready_for_review',
      'approve:reviewer:published',
    ]);

    // Once published, it is the reviewers' again.
    const late = await patch(link!, { title: 'Changed after publishing' });
    expect(late.status).toBe(409);
  });
});
