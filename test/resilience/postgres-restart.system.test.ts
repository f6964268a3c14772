import { afterAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { api } from '../support/http.ts';
import { controlStack } from '../support/stack-control.ts';
import { jsonLdPage, processingJobOf, servePage, settledSubmission, submit } from '../support/submissions.ts';

const { controlUrl, subgraphs } = inject('stack');
const eventsUp = async () => (await fetch(subgraphs.events!.replace('/graphql', '/readyz')).catch(() => null))?.status === 200;

afterAll(async () => {
  if (!(await eventsUp())) await controlStack(controlUrl, 'start', 'events');
});

describe('PostgreSQL restarted', () => {
  it('the services reconnect by themselves, and a submission accepted before the restart is processed after it', async () => {
    // The events service away, so that the submission's job cannot finish before the restart.
    await controlStack(controlUrl, 'stop', 'events');
    const answer = await submit({ url: await servePage(jsonLdPage({ name: 'Through a Restart', startDate: '2026-12-31T21:00:00Z' })) });
    expect(answer.status).toBe(202);
    expect(answer.body.status).toBe('accepted');

    await controlStack(controlUrl, 'restart', 'postgres');
    await controlStack(controlUrl, 'start', 'events');

    // Every service gets its connections back without being restarted.
    await expect.poll(async () => (await fetch(api('/api/healthz'))).status, { timeout: 30_000, interval: 500 }).toBe(200);
    await expect.poll(async () => (await fetch(api('/api/locations/list'))).status, { timeout: 30_000, interval: 500 }).toBe(200);
    // Usually the job's next retry finds everything back within seconds. A job in the middle of an attempt when the
    // database went away cannot record how it went: it is tried again once it expires (60 s) and the supervisor
    // notices (10 s), after its backoff; about 75 s in all. The wait allows for that to happen twice.
    const uuid = answer.body.submission.uuid;
    const submission = await settledSubmission(uuid, 200_000).catch(async (error: Error) => {
      throw new Error(`${error.message}; its job: ${JSON.stringify(await processingJobOf(uuid))}`);
    });
    expect(submission).toMatchObject({ status: 'completed', event: { title: 'Through a Restart', status: 'ready_for_review' } });
  }, 270_000);
});
