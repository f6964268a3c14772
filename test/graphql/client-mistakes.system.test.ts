import { createHash, randomUUID } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import { SUBGRAPHS } from '../../infra/src/subgraphs.ts';
import { linesWith } from '../support/logs.ts';

/** A GraphQL POST with a request id, to the gateway or (as the gateway) to one subgraph. */
async function post(body: unknown, subgraph?: string) {
  const { gateway, subgraphs, secrets } = inject('stack');
  const requestId = `mistake-${randomUUID()}`;
  const response = await fetch(subgraph ? subgraphs[subgraph]! : gateway, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-request-id': requestId,
      ...(subgraph ? { 'x-gateway-secret': secrets.gateway } : {}),
    },
    body: JSON.stringify(body),
  });
  return {
    status: response.status,
    requestId,
    ...((await response.json()) as { errors?: { message: string; extensions?: { code?: string } }[] }),
  };
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

describe('client mistakes are 4xx, at the gateway and in every subgraph', () => {
  it.each([undefined, ...SUBGRAPHS.map(({ name }) => name)])('a subscription is refused as not offered (%s)', async (subgraph) => {
    const answer = await post({ query: 'subscription { __typename }' }, subgraph);
    expect(answer.status).toBe(400);
    expect(answer.errors?.[0]).toMatchObject({
      message: expect.stringMatching(/Subscriptions are not offered/),
      extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
    });
  });

  it.each([undefined, ...SUBGRAPHS.map(({ name }) => name)])(
    'a persisted query whose hash is not its own is refused, logged as a refusal (%s)',
    async (subgraph) => {
      const query = '{ __typename }';
      const answer = await post({ query, extensions: { persistedQuery: { version: 1, sha256Hash: sha256(`${query} `) } } }, subgraph);
      expect(answer.status).toBe(400);
      expect(answer.errors?.[0]?.extensions?.code).toBe('PERSISTED_QUERY_HASH_MISMATCH');
      const process = subgraph ?? 'gateway';
      // Log lines reach the file a moment after the answer.
      await expect
        .poll(() => linesWith(process, answer.requestId).some((line) => line.msg === 'request refused' && line.level === 30), {
          timeout: 5000,
        })
        .toBe(true);
      const lines = linesWith(process, answer.requestId);
      expect(lines.filter((line) => (line.level as number) >= 50)).toEqual([]);
      // The right hash is a persisted query as Apollo offers it.
      expect((await post({ query, extensions: { persistedQuery: { version: 1, sha256Hash: sha256(query) } } }, subgraph)).status).toBe(200);
    },
  );
});

describe('requests the gateway answered with a 5xx or an internal error before', () => {
  it('an unknown operationName, and several operations without one, are 400', async () => {
    const unknown = await post({ query: 'query A { __typename }', operationName: 'B' });
    expect(unknown.status).toBe(400);
    expect(unknown.errors?.[0]).toMatchObject({ message: 'Unknown operation named "B".', extensions: { code: 'BAD_REQUEST' } });
    const unnamed = await post({ query: 'query A { __typename } query B { __typename }' });
    expect(unnamed.status).toBe(400);
    expect(unnamed.errors?.[0]?.extensions?.code).toBe('BAD_REQUEST');
  });

  it('a NUL character in any string argument is refused before it reaches a database', async () => {
    for (const query of [
      'query Q($t: String!) { venue(slug: $t) { id } }',
      'query Q($t: String!) { venueEvents(venueSlug: $t) { uuid } }',
    ]) {
      const answer = await post({ query, variables: { t: 'a\u0000b' } });
      expect(answer.status, query).toBe(400);
      expect(answer.errors?.[0]?.extensions, query).toMatchObject({ code: 'BAD_USER_INPUT', limit: 'constraint' });
    }
  });

  it('the smallest doubles as coordinates are searched near, not an underflow in the database', async () => {
    for (const near of ['{ lat: 5e-324, lng: 0 }', '{ lat: 51.5, lng: 1e-323 }']) {
      const answer = await post({ query: `{ searchEvents(near: ${near}) { nodes { uuid } } }` });
      expect(answer.status, near).toBe(200);
      expect(answer.errors, near).toBeUndefined();
    }
  });
});
