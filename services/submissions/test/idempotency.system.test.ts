import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import {
  claimIdempotencyKey,
  completeIdempotencyKey,
  expireIdempotencyKeys,
  openDatabase,
  query,
  releaseIdempotencyKey,
  requestHash,
  sql,
  type MikroORM,
} from '@local-events/platform/subgraph';
import { submissionsSubgraph } from '../src/subgraph.ts';

let orm: MikroORM;
beforeAll(async () => {
  orm = await openDatabase(submissionsSubgraph.database, { url: inject('stack').databaseUrl, migrate: false, poolMax: 20 });
});
afterAll(() => orm.close());

const scope = () => `test:${randomUUID()}:submit_event`;

describe('idempotency keys, against PostgreSQL', () => {
  it('20 concurrent claims of one key: exactly one runs, the others see it in progress', async () => {
    const s = scope();
    const hash = requestHash({ url: 'https://venue.example/e/1' });
    const claims = await Promise.all(Array.from({ length: 20 }, () => claimIdempotencyKey(orm.em.fork(), s, 'key-1', hash)));
    expect(claims.filter((claim) => claim.kind === 'new')).toHaveLength(1);
    expect(claims.filter((claim) => claim.kind === 'in_progress')).toHaveLength(19);
  });

  it('the same key and request replays the stored answer; another request is refused', async () => {
    const s = scope();
    const hash = requestHash({ url: 'https://venue.example/e/1', email: 'a@b.example' });
    expect(await claimIdempotencyKey(orm.em.fork(), s, 'k', hash)).toEqual({ kind: 'new' });
    await completeIdempotencyKey(orm.em.fork(), s, 'k', { receiptId: 'r1', status: 'accepted' });
    expect(
      await claimIdempotencyKey(orm.em.fork(), s, 'k', requestHash({ email: 'a@b.example', url: 'https://venue.example/e/1' })),
    ).toEqual({
      kind: 'replay',
      response: { receiptId: 'r1', status: 'accepted' },
    });
    expect(await claimIdempotencyKey(orm.em.fork(), s, 'k', requestHash({ url: 'https://other.example/' }))).toEqual({ kind: 'reused' });
  });

  it('keys are scoped: the same key of another caller is another claim', async () => {
    const hash = requestHash({ url: 'x' });
    expect((await claimIdempotencyKey(orm.em.fork(), scope(), 'shared', hash)).kind).toBe('new');
    expect((await claimIdempotencyKey(orm.em.fork(), scope(), 'shared', hash)).kind).toBe('new');
  });

  it('a released key may be claimed again; a completed one is not released', async () => {
    const s = scope();
    const hash = requestHash({ url: 'x' });
    await claimIdempotencyKey(orm.em.fork(), s, 'k', hash);
    await releaseIdempotencyKey(orm.em.fork(), s, 'k');
    expect((await claimIdempotencyKey(orm.em.fork(), s, 'k', hash)).kind).toBe('new');
    await completeIdempotencyKey(orm.em.fork(), s, 'k', { done: true });
    await releaseIdempotencyKey(orm.em.fork(), s, 'k');
    expect((await claimIdempotencyKey(orm.em.fork(), s, 'k', hash)).kind).toBe('replay');
  });

  it('keeps keys at least 24 hours', async () => {
    const s = scope();
    await claimIdempotencyKey(orm.em.fork(), s, 'young', requestHash(1));
    await claimIdempotencyKey(orm.em.fork(), s, 'old', requestHash(1));
    await query(
      orm.em.fork(),
      sql`update idempotency_record set created_at = now() - interval '25 hours' where scope = ${s} and key = 'old'`,
    );
    await expireIdempotencyKeys(orm.em.fork(), 1); // asking for 1 hour still keeps 24
    const left = await query(orm.em.fork(), sql<{ key: string }>`select key from idempotency_record where scope = ${s} order by key`);
    expect(left.map((row) => row.key)).toEqual(['young']);
  });
});
