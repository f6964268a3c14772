import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { demoClientId } from '../../../../infra/src/identity/demo-clients.ts';
import { runningProvider } from '../../../../infra/src/identity/state.ts';
import { addVenueManager, closeFixtures, createVenue, createZone, unique } from '../../../../test/support/fixtures.ts';
import { api } from '../../../../test/support/http.ts';
import { callTool, ERAS, MCP_FULL, mcpClient, modernRequest, rawMcp } from '../../../../test/support/mcp.ts';
import { jsonLdPage, servePage, submissionCount } from '../../../../test/support/submissions.ts';
import { tokenFor } from '../../../../test/support/tokens.ts';

afterAll(closeFixtures);

type Receipt = {
  receiptId: string;
  status: string;
  replayed: boolean;
  editToken?: string;
  submission: { uuid: string; status: string };
  event: { uuid: string; status: string } | null;
};

describe('the write tools on /api/mcp through the SDK client', () => {
  it('lists the read tools and the write tools, with honest hints', async () => {
    const client = await mcpClient(MCP_FULL);
    const { tools } = await client.listTools();
    const byName = Object.fromEntries(tools.map((tool) => [tool.name, tool]));
    expect(Object.keys(byName).sort()).toEqual([
      'ask',
      'change_source',
      'create_town',
      'create_venue',
      'describe_venue',
      'edit_event_series',
      'find_events',
      'find_venues',
      'follow_source',
      'get_event',
      'get_event_review',
      'get_event_series',
      'get_source',
      'get_submission',
      'get_venue',
      'list_locations',
      'list_review_queue',
      'list_sources',
      'match_zone',
      'read_audit_log',
      'reject_pending_events',
      'repeat_event',
      'review_event',
      'review_event_series',
      'run_source',
      'submit_event_from_url',
      'unfollow_source',
      'update_submission',
      'update_town',
      'update_venue',
    ]);
    for (const name of ['submit_event_from_url', 'update_submission', 'review_event']) {
      expect(byName[name]!.annotations, name).toMatchObject({ readOnlyHint: false, destructiveHint: false, idempotentHint: true });
      expect(byName[name]!.description, name).toMatch(/reuse it when you retry/);
      expect(byName[name]!.inputSchema.properties, name).toHaveProperty('idempotencyKey');
    }
    await client.close();
  });

  it('submit, retry with the same key (the same receipt, replayed), reuse the key for another URL (an error), follow, correct', async () => {
    const client = await mcpClient(MCP_FULL);
    const url = await servePage(jsonLdPage({ name: 'Assistant Gig', startDate: '2026-12-18T20:00:00Z' }));
    const key = randomUUID();
    const first = await callTool<Receipt>(client, 'submit_event_from_url', { url, idempotencyKey: key });
    expect(first.isError).toBeFalsy();
    expect(first.structured).toMatchObject({ status: 'completed', replayed: false, event: { status: 'ready_for_review' } });
    expect(first.structured.editToken).toMatch(/^set_/);

    const retry = await callTool<Receipt>(client, 'submit_event_from_url', { url, idempotencyKey: key });
    expect(retry.structured).toMatchObject({
      receiptId: first.structured.receiptId,
      replayed: true,
      submission: { uuid: first.structured.submission.uuid },
    });
    expect(retry.structured.editToken).toBeUndefined();

    const reused = await callTool(client, 'submit_event_from_url', {
      url: await servePage(jsonLdPage({ name: 'Other', startDate: '2026-12-19T20:00:00Z' })),
      idempotencyKey: key,
    });
    expect(reused).toMatchObject({ isError: true, _meta: { 'local-events/error': { code: 'idempotency_key_reused' } } });

    const followed = await callTool<{ status: string; event: { title: string } }>(client, 'get_submission', {
      uuid: first.structured.submission.uuid,
    });
    expect(followed.structured).toMatchObject({ status: 'completed', event: { title: 'Assistant Gig' } });

    const editKey = randomUUID();
    const change = {
      uuid: first.structured.submission.uuid,
      editToken: first.structured.editToken,
      changes: { description: 'Doors at 7.' },
      idempotencyKey: editKey,
    };
    const corrected = await callTool<{ event: { description: string } }>(client, 'update_submission', change);
    expect(corrected.structured.event.description).toBe('Doors at 7.');
    // Retried after a lost answer: the same answer, not "the changes change nothing".
    const again = await callTool<{ event: { description: string } }>(client, 'update_submission', change);
    expect(again.isError).toBeFalsy();
    expect(again.structured.event.description).toBe('Doors at 7.');
    const wrongToken = await callTool(client, 'update_submission', { ...change, editToken: 'set_nope', idempotencyKey: randomUUID() });
    expect(wrongToken).toMatchObject({ isError: true, _meta: { 'local-events/error': { code: 'forbidden' } } });
    await client.close();
  });

  it('concurrent retries of one submission with one key create one submission', async () => {
    const client = await mcpClient(MCP_FULL);
    const url = await servePage(jsonLdPage({ name: 'Busy Gig', startDate: '2026-12-21T20:00:00Z' }));
    const key = randomUUID();
    const results = await Promise.all(
      Array.from({ length: 10 }, () => callTool<Receipt>(client, 'submit_event_from_url', { url, idempotencyKey: key })),
    );
    expect(await submissionCount(url)).toBe(1);
    const receipts = results.filter((result) => !result.isError).map((result) => result.structured);
    expect(new Set(receipts.map((receipt) => receipt.receiptId)).size).toBe(1);
    for (const result of results.filter((r) => r.isError))
      expect(result._meta).toMatchObject({ 'local-events/error': { code: 'in_progress' } });
    await client.close();
  });

  it.each(ERAS)(
    'in the %s era, a review tool called without a token is 401 and with a token lacking the scope 403, each challenge naming events:review',
    async (era) => {
      const uuid = randomUUID();
      const called =
        era === 'modern'
          ? modernRequest('tools/call', { name: 'get_event_review', arguments: { uuid } })
          : {
              body: { jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'get_event_review', arguments: { uuid } } },
              headers: {},
            };
      const anonymous = await rawMcp(MCP_FULL, called.body, called.headers);
      expect(anonymous.status).toBe(401);
      expect(anonymous.headers.get('www-authenticate')).toBe(
        `Bearer resource_metadata="${api('/.well-known/oauth-protected-resource/api/mcp')}", scope="events:review"`,
      );
      expect(await anonymous.json()).toMatchObject({ id: 1, error: { code: -32001 } });

      const manager = await rawMcp(MCP_FULL, called.body, {
        ...called.headers,
        authorization: `Bearer ${await tokenFor('venue-manager')}`,
      });
      expect(manager.status).toBe(403);
      expect(manager.headers.get('www-authenticate')).toMatch(
        /^Bearer error="insufficient_scope", error_description="[^"]+", scope="events:review", resource_metadata="[^"]+\/\.well-known\/oauth-protected-resource\/api\/mcp"$/,
      );

      // Through the SDK client: the challenge stops the call (no token is sent without an auth provider).
      const client = await mcpClient(MCP_FULL, {}, era);
      await expect(client.callTool({ name: 'get_event_review', arguments: { uuid } })).rejects.toThrow(/401|Unauthorized/i);
      await client.close();
    },
  );

  it('step-up: the challenge leads to the metadata, the metadata to the provider, and a token asked for the endpoint opens the review tools', async () => {
    const call = { jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'list_review_queue', arguments: {} } };
    const challenge = (await rawMcp(MCP_FULL, call)).headers.get('www-authenticate')!;
    const metadataUrl = /resource_metadata="([^"]+)"/.exec(challenge)![1]!;
    const scope = /scope="([^"]+)"/.exec(challenge)![1]!;
    const metadata = (await (await fetch(metadataUrl)).json()) as {
      resource: string;
      authorization_servers: string[];
      scopes_supported: string[];
    };
    expect(metadata).toMatchObject({
      resource: api(MCP_FULL),
      authorization_servers: [inject('stack').issuer],
      bearer_methods_supported: ['header'],
    });
    expect(metadata.scopes_supported).toContain(scope);

    // The reviewer's demo client asks the provider named there for a token for the endpoint itself (RFC 8707).
    const { state } = await runningProvider(inject('stack').identityStateDir);
    const issuer = (await (await fetch(`${metadata.authorization_servers[0]}/.well-known/openid-configuration`)).json()) as {
      token_endpoint: string;
    };
    const clientId = demoClientId('reviewer');
    const granted = await fetch(issuer.token_endpoint, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        authorization: `Basic ${Buffer.from(`${clientId}:${state.clientSecrets[clientId]}`).toString('base64')}`,
      },
      body: new URLSearchParams({ grant_type: 'client_credentials', scope, resource: metadata.resource }),
    });
    expect(granted.status).toBe(200);
    const { access_token: token } = (await granted.json()) as { access_token: string };
    const reviewer = await mcpClient(MCP_FULL, { authorization: `Bearer ${token}` }, 'modern');
    const queue = await callTool<{ counts: Record<string, number> }>(reviewer, 'list_review_queue');
    expect(queue.isError).toBeFalsy();
    expect(queue.structured.counts).toHaveProperty('ready_for_review');
    await reviewer.close();

    // A resource the provider does not serve gets no token.
    const elsewhere = await fetch(issuer.token_endpoint, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        authorization: `Basic ${Buffer.from(`${clientId}:${state.clientSecrets[clientId]}`).toString('base64')}`,
      },
      body: new URLSearchParams({ grant_type: 'client_credentials', scope, resource: 'https://elsewhere.example/api' }),
    });
    expect(elsewhere.status).toBe(400);
  });

  it('the source tools are for administrators: a reviewer is challenged for events:admin, an administrator follows and runs a feed', async () => {
    const rejectAll = { jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'reject_pending_events', arguments: {} } };
    const reviewer = await rawMcp(MCP_FULL, rejectAll, { authorization: `Bearer ${await tokenFor('reviewer')}` });
    expect(reviewer.status).toBe(403);
    expect(reviewer.headers.get('www-authenticate')).toMatch(/error="insufficient_scope".*scope="events:admin"/);
    const listing = { jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'list_sources', arguments: {} } };
    const notAManager = await rawMcp(MCP_FULL, listing, { authorization: `Bearer ${await tokenFor('reviewer')}` });
    expect(notAManager.status).toBe(403);
    expect(notAManager.headers.get('www-authenticate')).toMatch(/scope="venues:manage"/);

    const admin = await mcpClient(MCP_FULL, { authorization: `Bearer ${await tokenFor('admin')}` });
    const zone = await createZone({ timezone: 'Europe/London' });
    const url = await servePage('BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//test//EN\r\nEND:VCALENDAR', 'ics');
    const followed = await callTool<{ id: string; url: string; trust: string }>(admin, 'follow_source', { url, zoneId: zone.id });
    expect(followed.structured).toMatchObject({ url, trust: 'review' });
    const listed = await callTool<{ results: { id: string }[] }>(admin, 'list_sources', {});
    expect(listed.structured.results.map((source) => source.id)).toContain(followed.structured.id);
    expect((await callTool(admin, 'run_source', { id: followed.structured.id })).isError).toBeFalsy();
    const trusted = await callTool(admin, 'change_source', { id: followed.structured.id, trust: 'publish', everyMinutes: 120 });
    expect(trusted.structured).toMatchObject({ trust: 'publish', everyMinutes: 120 });
    const rejected = await callTool(admin, 'reject_pending_events', { sourceId: followed.structured.id, pauseSource: true });
    expect(rejected.structured).toEqual({ rejected: 0, sourcePaused: true });
    const both = await callTool(admin, 'reject_pending_events', { sourceId: followed.structured.id, submitterOf: followed.structured.id });
    expect(both.isError).toBe(true);
    expect((await callTool(admin, 'unfollow_source', { id: followed.structured.id })).structured).toEqual({
      id: followed.structured.id,
      removed: true,
    });
    expect((await callTool(admin, 'get_source', { id: followed.structured.id })).isError).toBe(true);
    await admin.close();
  });

  it("a venue's manager follows, changes, runs and drops their venue's feeds, and reaches no other venue's", async () => {
    const zone = await createZone({ timezone: 'Europe/London' });
    const theirs = await createVenue(zone.id, `Managed Hall ${unique()}`);
    const another = await createVenue(zone.id, `Other Hall ${unique()}`);
    await addVenueManager(theirs.id, demoClientId('venue-manager'));
    const manager = await mcpClient(MCP_FULL, { authorization: `Bearer ${await tokenFor('venue-manager')}` }, 'modern');
    const url = await servePage('BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//test//EN\r\nEND:VCALENDAR', 'ics');

    const followed = await callTool<{ id: string; venueSlug: string; trust: string }>(manager, 'follow_source', {
      url,
      venueSlug: theirs.slug,
    });
    expect(followed.structured).toMatchObject({ venueSlug: theirs.slug, trust: 'publish' });
    const id = followed.structured.id;
    const listed = await callTool<{ results: { id: string }[] }>(manager, 'list_sources', { venueSlug: theirs.slug });
    expect(listed.structured.results.map((source) => source.id)).toEqual([id]);
    expect((await callTool(manager, 'get_source', { id, venueSlug: theirs.slug })).structured).toMatchObject({ id, paused: false });
    expect((await callTool(manager, 'change_source', { id, venueSlug: theirs.slug, paused: true })).structured).toMatchObject({
      paused: true,
    });
    expect((await callTool(manager, 'run_source', { id, venueSlug: theirs.slug })).isError).toBeFalsy();

    const refusals = [
      ['list_sources', {}],
      ['list_sources', { venueSlug: another.slug }],
      ['get_source', { id, venueSlug: another.slug }],
      ['follow_source', { url, venueSlug: another.slug }],
      ['follow_source', { url, venueSlug: theirs.slug, trust: 'review' }],
      ['change_source', { id, venueSlug: theirs.slug, trust: 'review' }],
      ['unfollow_source', { id, venueSlug: another.slug }],
    ] as const;
    for (const [name, args] of refusals)
      expect((await callTool(manager, name, args)).isError, `${name} ${JSON.stringify(args)}`).toBe(true);
    const rejectAll = { jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'reject_pending_events', arguments: {} } };
    expect((await rawMcp(MCP_FULL, rejectAll, { authorization: `Bearer ${await tokenFor('venue-manager')}` })).status).toBe(403);

    expect((await callTool(manager, 'unfollow_source', { id, venueSlug: theirs.slug })).structured).toEqual({ id, removed: true });
    expect((await callTool<{ results: unknown[] }>(manager, 'list_sources', { venueSlug: theirs.slug })).structured.results).toEqual([]);
    await manager.close();
  });

  it('with a reviewer token, review_event acts once per key', async () => {
    const anonymous = await mcpClient(MCP_FULL);
    const url = await servePage(jsonLdPage({ name: 'Reviewed Gig', startDate: '2026-12-22T20:00:00Z' }));
    const submitted = await callTool<Receipt>(anonymous, 'submit_event_from_url', { url });
    const uuid = submitted.structured.event!.uuid;
    await anonymous.close();

    const reviewer = await mcpClient(MCP_FULL, { authorization: `Bearer ${await tokenFor('reviewer')}` });
    const seen = await callTool<{ actions: string[] }>(reviewer, 'get_event_review', { uuid });
    expect(seen.structured.actions).toEqual(['approve', 'edit', 'request_more_info']);
    const key = randomUUID();
    const approved = await callTool<{ event: { status: string }; replayed: boolean }>(reviewer, 'review_event', {
      uuid,
      action: 'approve',
      idempotencyKey: key,
    });
    expect(approved.structured).toMatchObject({ event: { status: 'published' }, replayed: false });
    const retried = await callTool<{ event: { status: string }; replayed: boolean }>(reviewer, 'review_event', {
      uuid,
      action: 'approve',
      idempotencyKey: key,
    });
    expect(retried.structured).toMatchObject({ event: { status: 'published' }, replayed: true });
    const notOffered = await callTool(reviewer, 'review_event', { uuid, action: 'approve', idempotencyKey: randomUUID() });
    expect(notOffered).toMatchObject({ isError: true, _meta: { 'local-events/error': { code: 'conflict' } } });
    await reviewer.close();
  });
});
