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

    // Restarted while the job waits for its next try, not in the middle of one: a try the database's going away
    // interrupts cannot record how it went and waits out the job's expiry (JOB_EXPIRY_MS, 60 s) before it is tried
    // again, which pg-boss's own tests cover; this test is about reconnecting.
    const uuid = answer.body.submission.uuid;
    await expect
      .poll(
        async () => {
          const job = await processingJobOf(uuid);
          return job?.state === 'retry' && new Date(job.startAfter as string).getTime() - new Date(job.now as string).getTime() > 3_000;
        },
        { timeout: 60_000, interval: 200 },
      )
      .toBe(true);
    await controlStack(controlUrl, 'restart', 'postgres');
    await controlStack(controlUrl, 'start', 'events');

    // Every service gets its connections back without being restarted.
    await expect.poll(async () => (await fetch(api('/api/healthz'))).status, { timeout: 30_000, interval: 500 }).toBe(200);
    await expect.poll(async () => (await fetch(api('/api/locations/list'))).status, { timeout: 30_000, interval: 500 }).toBe(200);
    // The job's next try, after its backoff, finds everything back.
    const submission = await settledSubmission(uuid, 120_000).catch(async (error: Error) => {
      throw new Error(`${error.message}; its job: ${JSON.stringify(await processingJobOf(uuid))}`);
    });
    expect(submission).toMatchObject({ status: 'completed', event: { title: 'Through a Restart', status: 'ready_for_review' } });
  }, 240_000);
});
