import { afterAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { getJson } from '../support/http.ts';
import { controlStack } from '../support/stack-control.ts';
import { jsonLdPage, servePage, settledSubmission, submit } from '../support/submissions.ts';

const { controlUrl, subgraphs } = inject('stack');
const eventsUp = async () => (await fetch(subgraphs.events!.replace('/graphql', '/readyz')).catch(() => null))?.status === 200;

afterAll(async () => {
  if (!(await eventsUp())) await controlStack(controlUrl, 'start', 'events');
});

describe('the events service away while a submission is processed', () => {
  it('the submission waits, retried with backoff, and completes once the service is back; nothing is lost', async () => {
    await controlStack(controlUrl, 'stop', 'events');
    expect(await eventsUp()).toBe(false);

    const answer = await submit({ url: await servePage(jsonLdPage({ name: 'Outage Gig', startDate: '2026-12-12T21:00:00Z' })) });
    expect(answer.status).toBe(202);
    expect(answer.body).toMatchObject({ status: 'accepted', event: null });
    const { body: waiting } = await getJson(answer.body.submission.statusUrl);
    expect(['received', 'processing']).toContain(waiting.status);

    await controlStack(controlUrl, 'start', 'events');
    const submission = await settledSubmission(answer.body.submission.uuid, 90_000);
    expect(submission).toMatchObject({
      status: 'completed',
      event: { title: 'Outage Gig', status: 'ready_for_review', startTime: '2026-12-12T21:00:00.000Z' },
    });
  }, 120_000);
});
