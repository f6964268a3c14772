import { randomUUID } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import { settledSubmission, submit } from '../support/submissions.ts';

// Apart from the guards that count every submission, so that its wait for the timeout runs beside other files.
describe('pages that are fetched within limits', () => {
  it('oversized pages are cut off by the size cap, slow ones by the timeout', async () => {
    const huge = await submit({ url: `${inject('stack').fixtures.url}/huge?n=${randomUUID()}` });
    expect(await settledSubmission(huge.body.submission.uuid)).toMatchObject({ status: 'failed', failure: { reason: 'too_large' } });
    const slow = await submit({ url: `${inject('stack').fixtures.url}/slow?n=${randomUUID()}` });
    expect(slow.body.status).toBe('accepted');
    // The test stack allows 3 s per fetch; a timeout is tried three times in all, then the submission fails.
    expect(await settledSubmission(slow.body.submission.uuid, 60_000)).toMatchObject({ status: 'failed', failure: { reason: 'timeout' } });
  }, 90_000);
});
