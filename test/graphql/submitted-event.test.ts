import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { bearer, submissionsServiceToken } from '../support/tokens.ts';

async function graphql(query: string, variables: Record<string, unknown>, headers: Record<string, string>) {
  const response = await fetch(inject('stack').gateway, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify({ query, variables }) });
  return (await response.json()) as { data?: Record<string, { uuid: string; status: string; title: string }> | null; errors?: { message: string; extensions?: { code?: string } }[] };
}

const CREATE = /* GraphQL */ `
  mutation Create($submissionUuid: String!, $input: SubmittedEventInput!) {
    createSubmittedEvent(submissionUuid: $submissionUuid, input: $input) { uuid status title }
  }`;
const input = { title: 'Found on a page', startTime: '2026-09-01T18:00:00Z', timezone: 'Europe/London', sourceUrl: 'https://venue.example/e/1' };

describe('createSubmittedEvent (the submissions service creating events)', () => {
  it('creates an event ready for review, once per submission however often it is asked', async () => {
    const service = { authorization: `Bearer ${await submissionsServiceToken()}` };
    const submissionUuid = randomUUID();
    const first = await graphql(CREATE, { submissionUuid, input }, service);
    expect(first.errors).toBeUndefined();
    expect(first.data!.createSubmittedEvent).toMatchObject({ status: 'ready_for_review', title: 'Found on a page' });
    const again = await graphql(CREATE, { submissionUuid, input: { ...input, title: 'Changed on retry' } }, service);
    expect(again.data!.createSubmittedEvent).toEqual(first.data!.createSubmittedEvent);

    const review = await fetch(inject('stack').gateway, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(await bearer('reviewer')) },
      body: JSON.stringify({ query: `{ eventReview(uuid: "${first.data!.createSubmittedEvent!.uuid}") { event { status transitions { action actor } } } }` }),
    });
    expect(((await review.json()) as { data: unknown }).data).toEqual({
      eventReview: { event: { status: 'ready_for_review', transitions: [{ action: 'submit', actor: 'local-events-submissions' }] } },
    });
  });

  it('ten concurrent retries create one event', async () => {
    const service = { authorization: `Bearer ${await submissionsServiceToken()}` };
    const submissionUuid = randomUUID();
    const answers = await Promise.all(Array.from({ length: 10 }, () => graphql(CREATE, { submissionUuid, input }, service)));
    expect(answers.every((answer) => !answer.errors)).toBe(true);
    expect(new Set(answers.map((answer) => answer.data!.createSubmittedEvent!.uuid)).size).toBe(1);
  });

  it('is refused without events:submit, and to nobody', async () => {
    expect((await graphql(CREATE, { submissionUuid: randomUUID(), input }, await bearer('admin'))).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await graphql(CREATE, { submissionUuid: randomUUID(), input }, {})).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('refuses bad input', async () => {
    const service = { authorization: `Bearer ${await submissionsServiceToken()}` };
    for (const bad of [{ ...input, timezone: 'Mars/Base' }, { ...input, title: '  ' }, { ...input, sourceUrl: 'javascript:alert(1)' }]) {
      const answer = await graphql(CREATE, { submissionUuid: randomUUID(), input: bad }, service);
      expect(answer.errors?.[0]?.extensions?.code, JSON.stringify(bad)).toBe('BAD_USER_INPUT');
    }
  });
});
