import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { errorCode, graphql } from '../support/graphql.ts';
import { bearer, submissionsServiceToken } from '../support/tokens.ts';


const CREATE = /* GraphQL */ `
  mutation Create($submissionUuid: String!, $input: SubmittedEventInput!) {
    createSubmittedEvent(submissionUuid: $submissionUuid, input: $input) { uuid status title }
  }`;
type Created = { createSubmittedEvent: { uuid: string; status: string; title: string } };
const create = (variables: Record<string, unknown>, headers: Record<string, string>) => graphql<Created>(CREATE, { variables, headers });
const input = { title: 'Found on a page', startTime: '2026-09-01T18:00:00Z', timezone: 'Europe/London', sourceUrl: 'https://venue.example/e/1' };

describe('createSubmittedEvent (the submissions service creating events)', () => {
  it('creates an event ready for review, once per submission however often it is asked', async () => {
    const service = { authorization: `Bearer ${await submissionsServiceToken()}` };
    const submissionUuid = randomUUID();
    const first = await create({ submissionUuid, input }, service);
    expect(first.errors).toBeUndefined();
    expect(first.data!.createSubmittedEvent).toMatchObject({ status: 'ready_for_review', title: 'Found on a page' });
    const again = await create({ submissionUuid, input: { ...input, title: 'Changed on retry' } }, service);
    expect(again.data!.createSubmittedEvent).toEqual(first.data!.createSubmittedEvent);

    const review = await graphql(`{ eventReview(uuid: "${first.data!.createSubmittedEvent.uuid}") { event { status transitions { action actor } } } }`, {
      headers: await bearer('reviewer'),
    });
    expect(review.data).toEqual({
      eventReview: { event: { status: 'ready_for_review', transitions: [{ action: 'submit', actor: 'local-events-submissions' }] } },
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
    for (const bad of [{ ...input, timezone: 'Mars/Base' }, { ...input, title: '  ' }, { ...input, sourceUrl: 'javascript:alert(1)' }]) {
      const answer = await create({ submissionUuid: randomUUID(), input: bad }, service);
      expect(errorCode(answer), JSON.stringify(bad)).toBe('BAD_USER_INPUT');
    }
  });
});
