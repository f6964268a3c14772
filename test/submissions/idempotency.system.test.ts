import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { api, expectProblem } from '../support/http.ts';
import { jsonLdPage, servePage, submissionCount, submit } from '../support/submissions.ts';

const page = (name: string) => servePage(jsonLdPage({ name, startDate: '2026-11-30T20:00:00Z' }));

describe('Idempotency-Key on POST /api/submit/event', () => {
  it('20 concurrent requests with one key create exactly one submission; every answer is that receipt or "in progress"', async () => {
    const url = await page('Concurrent');
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: 20 }, () => submit({ url }, { 'idempotency-key': key })));
    expect(await submissionCount(url)).toBe(1);
    const receipts = answers.filter((answer) => answer.status === 202).map((answer) => answer.body);
    const busy = answers.filter((answer) => answer.status === 409);
    expect(receipts.length + busy.length).toBe(20);
    expect(receipts.length).toBeGreaterThanOrEqual(1);
    expect(new Set(receipts.map((receipt) => receipt.receiptId)).size).toBe(1);
    expect(new Set(receipts.map((receipt) => receipt.submission.uuid)).size).toBe(1);
    expect(receipts.filter((receipt) => !receipt.replayed)).toHaveLength(1);
    expect(receipts.filter((receipt) => receipt.editToken)).toHaveLength(1);
    for (const answer of busy) expect(answer.body).toMatchObject({ status: 409, code: 'in_progress' });
  });

  it('a retry replays the receipt with replayed: true and no edit token; another URL with the same key is 422', async () => {
    const url = await page('Retried');
    const key = randomUUID();
    const first = await submit({ url, note: 'first' }, { 'idempotency-key': key });
    expect(first.status).toBe(202);
    const retry = await submit({ note: 'first', url }, { 'idempotency-key': key });
    expect(retry.status).toBe(202);
    expect(retry.body).toMatchObject({
      receiptId: first.body.receiptId,
      createdAt: first.body.createdAt,
      idempotencyKey: key,
      replayed: true,
      submission: { uuid: first.body.submission.uuid },
    });
    expect(retry.body.editToken).toBeUndefined();

    const other = await page('Another');
    const reused = await expectProblem(api('/api/submit/event'), 422, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': key },
      body: JSON.stringify({ url: other }),
    });
    expect(reused).toMatchObject({ code: 'idempotency_key_reused' });
    expect(await submissionCount(other)).toBe(0);
    expect(await submissionCount(url)).toBe(1);
  });

  it('a refused request does not use up its key', async () => {
    const key = randomUUID();
    await expectProblem(api('/api/submit/event'), 422, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': key },
      body: JSON.stringify({ url: 'http://127.0.0.1/' }),
    });
    const url = await page('After a refusal');
    const answer = await submit({ url }, { 'idempotency-key': key });
    expect(answer.status).toBe(202);
    expect(answer.body.replayed).toBe(false);
  });
});
