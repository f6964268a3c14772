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
    headers: { 'content-type': 'application/json', 'x-request-id': requestId, ...(subgraph ? { 'x-gateway-secret': secrets.gateway } : {}) },
    body: JSON.stringify(body),
  });
  return { status: response.status, requestId, ...((await response.json()) as { errors?: { message: string; extensions?: { code?: string } }[] }) };
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

describe('client mistakes are 4xx, at the gateway and in every subgraph', () => {
  it.each([undefined, ...SUBGRAPHS.map(({ name }) => name)])('a subscription is refused as not offered (%s)', async (subgraph) => {
    const answer = await post({ query: 'subscription { __typename }' }, subgraph);
    expect(answer.status).toBe(400);
    expect(answer.errors?.[0]).toMatchObject({ message: expect.stringMatching(/Subscriptions are not offered/), extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } });
  });

  it.each([undefined, ...SUBGRAPHS.map(({ name }) => name)])('a persisted query whose hash is not its own is refused, logged as a refusal (%s)', async (subgraph) => {
    const query = '{ __typename }';
    const answer = await post({ query, extensions: { persistedQuery: { version: 1, sha256Hash: sha256(`${query} `) } } }, subgraph);
    expect(answer.status).toBe(400);
    expect(answer.errors?.[0]?.extensions?.code).toBe('PERSISTED_QUERY_HASH_MISMATCH');
    const process = subgraph ?? 'gateway';
    // Log lines reach the file a moment after the answer.
    await expect.poll(() => linesWith(process, answer.requestId).some((line) => line.msg === 'request refused' && line.level === 30), { timeout: 5000 }).toBe(true);
    const lines = linesWith(process, answer.requestId);
    expect(lines.filter((line) => (line.level as number) >= 50)).toEqual([]);
    // The right hash is a persisted query as Apollo offers it.
    expect((await post({ query, extensions: { persistedQuery: { version: 1, sha256Hash: sha256(query) } } }, subgraph)).status).toBe(200);
  });
});
