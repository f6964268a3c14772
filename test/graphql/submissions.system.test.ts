import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { closeFixtures, createZone } from '../support/fixtures.ts';
import { errorCode, graphql } from '../support/graphql.ts';
import { jsonLdPage, servePage } from '../support/submissions.ts';
import { bearer, submissionsServiceToken } from '../support/tokens.ts';

afterAll(closeFixtures);

const CREATE = /* GraphQL */ `
  mutation Create($submissionUuid: String!, $input: SubmittedEventInput!) {
    createSubmittedEvent(submissionUuid: $submissionUuid, input: $input) { uuid status title }
  }`;
type Created = { createSubmittedEvent: { uuid: string; status: string; title: string } };
const create = (variables: Record<string, unknown>, headers: Record<string, string>) => graphql<Created>(CREATE, { variables, headers });
const input = {
  title: 'Found on a page',
  startTime: '2026-09-01T18:00:00Z',
  timezone: 'Europe/London',
  sourceUrl: 'https://venue.example/e/1',
};

describe('createSubmittedEvent (the submissions service creating events)', () => {
  it('creates an event ready for review, once per submission however often it is asked', async () => {
    const service = { authorization: `Bearer ${await submissionsServiceToken()}` };
    const submissionUuid = randomUUID();
    const first = await create({ submissionUuid, input }, service);
    expect(first.errors).toBeUndefined();
    expect(first.data!.createSubmittedEvent).toMatchObject({ status: 'ready_for_review', title: 'Found on a page' });
    const again = await create({ submissionUuid, input: { ...input, title: 'Changed on retry' } }, service);
    expect(again.data!.createSubmittedEvent).toEqual(first.data!.createSubmittedEvent);

    const review = await graphql(
      `{ eventReview(uuid: "${first.data!.createSubmittedEvent.uuid}") { event { status transitions { action actor } } } }`,
      {
        headers: await bearer('reviewer'),
      },
    );
    expect(review.data).toEqual({
      // The submitter did it, named as the submissions service names people (here, by this submission).
      eventReview: { event: { status: 'ready_for_review', transitions: [{ action: 'submit', actor: `submitter:${submissionUuid}` }] } },
    });
  });

  it('ten concurrent retries create one event', async () => {
    const service = { authorization: `Bearer ${await submissionsServiceToken()}` };
    const submissionUuid = randomUUID();
    const answers = await Promise.all(Array.from({ length: 10 }, () => create({ submissionUuid, input }, service)));
    expect(answers.every((answer) => !answer.errors)).toBe(true);
    expect(new Set(answers.map((answer) => answer.data!.createSubmittedEvent!.uuid)).size).toBe(1);
  });

  it('is refused without events:submit, and to nobody', async () => {
    expect(errorCode(await create({ submissionUuid: randomUUID(), input }, await bearer('admin')))).toBe('FORBIDDEN');
    expect(errorCode(await create({ submissionUuid: randomUUID(), input }, {}))).toBe('UNAUTHENTICATED');
  });

  it('refuses bad input', async () => {
    const service = { authorization: `Bearer ${await submissionsServiceToken()}` };
    for (const bad of [
      { ...input, timezone: 'Mars/Base' },
      { ...input, title: '  ' },
      { ...input, sourceUrl: 'javascript:alert(1)' },
    ]) {
      const answer = await create({ submissionUuid: randomUUID(), input: bad }, service);
      expect(errorCode(answer), JSON.stringify(bad)).toBe('BAD_USER_INPUT');
    }
  });
});

describe('the other mutations services use among themselves', () => {
  it('editSubmittedEvent, proposeVenue and notifySubmitter are refused to people and to nobody', async () => {
    const submissionUuid = randomUUID();
    const calls = [
      `mutation { editSubmittedEvent(submissionUuid: "${submissionUuid}", changes: { title: "x" }) { uuid } }`,
      `mutation { proposeVenue(submissionUuid: "${submissionUuid}", input: { name: "Shed", lat: 1, lng: 1, zoneId: 1 }) { id } }`,
      `mutation { notifySubmitter(submissionUuid: "${submissionUuid}", eventTitle: "x", message: "y") }`,
    ];
    for (const call of calls) {
      expect(errorCode(await graphql(call, { headers: await bearer('admin') })), call).toBe('FORBIDDEN');
      expect(errorCode(await graphql(call)), call).toBe('UNAUTHENTICATED');
    }
    // The submissions service may create and edit events, but not write to submitters as if it were the events service.
    const service = { authorization: `Bearer ${await submissionsServiceToken()}` };
    expect(errorCode(await graphql(calls[2]!, { headers: service }))).toBe('FORBIDDEN');
    expect(errorCode(await graphql(calls[0]!, { headers: service }))).toBe('NOT_FOUND');
  });

  it('proposeVenue creates one proposed venue per submission, unlisted until an administrator approves it', async () => {
    const service = { authorization: `Bearer ${await submissionsServiceToken()}` };
    const zone = await createZone({ timezone: 'Europe/London' });
    const submissionUuid = randomUUID();
    const propose = () =>
      graphql<{ proposeVenue: { id: number; slug: string; status: string } }>(
        `mutation ($s: String!, $z: Int!) { proposeVenue(submissionUuid: $s, input: { name: "The Old Shed", address: "3 Lane", lat: 30.5, lng: 30.5, zoneId: $z }) { id slug status } }`,
        { variables: { s: submissionUuid, z: zone.id }, headers: service },
      );
    const [first, second] = await Promise.all([propose(), propose()]);
    expect(first.data!.proposeVenue).toEqual(second.data!.proposeVenue);
    expect(first.data!.proposeVenue.status).toBe('proposed');
    const listed = async () =>
      (await graphql<{ venues: { id: number }[] }>(`{ venues(zoneId: ${zone.id}) { id } }`)).data!.venues.map((v) => v.id);
    expect(await listed()).not.toContain(first.data!.proposeVenue.id);
    const approved = await graphql<{ approveVenue: { status: string } }>(
      `mutation { approveVenue(slug: "${first.data!.proposeVenue.slug}") { status } }`,
      {
        headers: await bearer('admin'),
      },
    );
    expect(approved.data!.approveVenue.status).toBe('active');
    expect(await listed()).toContain(first.data!.proposeVenue.id);
  });
});

describe('submissions through GraphQL', () => {
  it('submitEvent answers the receipt with a one-time edit token; submission and updateSubmission follow it', async () => {
    const url = await servePage(jsonLdPage({ name: 'GraphQL Gig', startDate: '2026-12-20T20:00:00Z' }));
    const submitted = await graphql<{
      submitEvent: {
        status: string;
        editToken: string;
        submission: { uuid: string; status: string; event: { uuid: string; status: string } | null };
      };
    }>(
      `mutation ($input: SubmitEventInput!, $key: String) { submitEvent(input: $input, idempotencyKey: $key) { status editToken submission { uuid status event { uuid status } } } }`,
      { variables: { input: { url }, key: randomUUID() } },
    );
    expect(submitted.errors).toBeUndefined();
    const receipt = submitted.data!.submitEvent;
    expect(receipt).toMatchObject({ status: 'completed', submission: { status: 'completed', event: { status: 'ready_for_review' } } });

    const updated = await graphql<{ updateSubmission: { event: { title: string } } }>(
      `mutation ($uuid: String!, $token: String) { updateSubmission(uuid: $uuid, editToken: $token, changes: { title: "GraphQL Gig, late show" }) { event { title } } }`,
      { variables: { uuid: receipt.submission.uuid, token: receipt.editToken } },
    );
    expect(updated.data!.updateSubmission.event.title).toBe('GraphQL Gig, late show');
    const refused = await graphql(
      `mutation { updateSubmission(uuid: "${receipt.submission.uuid}", editToken: "set_wrong", changes: { title: "x" }) { uuid } }`,
    );
    expect(errorCode(refused)).toBe('FORBIDDEN');
    const unknown = await graphql(`{ submission(uuid: "${randomUUID()}") { uuid } }`);
    expect(unknown.data).toEqual({ submission: null });
  });
});
