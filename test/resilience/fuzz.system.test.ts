import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { closeFixtures, createEvents, createVenue, createZone } from '../support/fixtures.ts';
import { transitionsOf } from '../support/graphql.ts';
import { api, getJson } from '../support/http.ts';
import { MCP_FULL, MCP_READ } from '../support/mcp.ts';
import { jsonLdPage, servePage, submissionCount, submit } from '../support/submissions.ts';
import { bearer } from '../support/tokens.ts';

const RUNS = { numRuns: 40 };
// A stack frame names a file by its path ("at f (/app/x.ts:1:2)", "at file:///app/x.js:1:2"); a caller's own text echoed
// in a message ("Unrecognized key: \":0:0\"", after "at least") is not one.
const LEAK =
  /\bat (?:[\w.<>$]+ \()?(?:file:\/\/|node:)?\/?[\w.-]+\/[^\s:"]*:\d+:\d+|node_modules|TypeError|ReferenceError|SyntaxError: Unexpected/;

/** Never a 5xx, never internals; a refusal is a problem document. */
async function expectSafe(response: Response, what: string) {
  const text = await response.text();
  expect(response.status, `${what} -> ${response.status} ${text.slice(0, 300)}`).toBeLessThan(500);
  expect(text, what).not.toMatch(LEAK);
  if (response.status >= 400 && response.status !== 405)
    expect(response.headers.get('content-type'), what).toBe('application/problem+json');
}

const text = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary' }),
  fc.constantFrom('', ' ', '-1', '0', '1e309', 'NaN', '2026-02-30', '../../etc/passwd', '%00', '<script>', "' or 1=1 --", '9'.repeat(40)),
);
const query = (params: Record<string, string | undefined>) =>
  new URLSearchParams(Object.entries(params).filter((entry): entry is [string, string] => entry[1] !== undefined)).toString();

let eventUuid: string;
let venueSlug: string;
beforeAll(async () => {
  const zone = await createZone({ timezone: 'Europe/London' });
  const venue = await createVenue(zone.id);
  venueSlug = venue.slug;
  const [event] = await createEvents([
    { zone, venueId: venue.id, localStart: '2026-12-15T19:00', title: 'Fuzz Target', status: 'ready_for_review' },
  ]);
  eventUuid = event!.uuid;
});
afterAll(closeFixtures);

describe('fuzzing every REST endpoint (fast-check)', () => {
  it('public GET query strings', async () => {
    await fc.assert(
      fc.asyncProperty(fc.option(text), fc.option(text), fc.option(text), async (a, b, c) => {
        for (const path of [
          `/api/events/list?${query({ zone_id: a ?? undefined, date: b ?? undefined, includeHidden: c ?? undefined })}`,
          `/api/locations/list?${query({ country: a ?? undefined, includeHidden: b ?? undefined })}`,
          `/api/locations/get-by-slug?${query({ slug: a ?? undefined, country: b ?? undefined })}`,
          `/api/events/get?${query({ eventUuid: a ?? undefined })}`,
        ]) {
          await expectSafe(await fetch(api(path)), path);
        }
      }),
      RUNS,
    );
  });

  it('path segments', async () => {
    await fc.assert(
      fc.asyncProperty(text, async (segment) => {
        const encoded = encodeURIComponent(segment);
        for (const path of [`/api/p/venues/${encoded}`, `/api/submit/event/${encoded}`, `/api/venue-admin/${encoded}/events`]) {
          await expectSafe(await fetch(api(path)), path);
        }
      }),
      RUNS,
    );
  });

  it('submission bodies: refused ones store nothing', async () => {
    const body = fc.oneof(
      fc.jsonValue(),
      fc.record({ url: text, email: fc.option(text), note: fc.option(text), website: fc.option(text) }, { requiredKeys: ['url'] }),
    );
    await fc.assert(
      fc.asyncProperty(body, async (value) => {
        const before = await submissionCount();
        const response = await fetch(api('/api/submit/event'), {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(value),
        });
        await expectSafe(response, JSON.stringify(value));
        if (response.status >= 400) expect(await submissionCount()).toBe(before);
      }),
      { numRuns: 30 },
    );
  });

  it('review bodies from a reviewer: a refused one changes nothing', async () => {
    const headers = { 'content-type': 'application/json', ...(await bearer('reviewer')) };
    const body = fc.oneof(
      fc.jsonValue(),
      fc.record({
        action: fc.oneof(text, fc.constantFrom('edit', 'request_more_info', 'reject', 'cancel')),
        message: fc.option(fc.oneof(text, fc.integer())),
        changes: fc.option(fc.jsonValue()),
      }),
    );
    await fc.assert(
      fc.asyncProperty(body, async (value) => {
        const before = await transitionsOf(eventUuid);
        const response = await fetch(api(`/api/events/${eventUuid}/review`), { method: 'POST', headers, body: JSON.stringify(value) });
        await expectSafe(response, JSON.stringify(value));
        if (response.status >= 400) expect(await transitionsOf(eventUuid)).toEqual(before);
      }),
      { numRuns: 30 },
    );
  });

  it('submitter edits with a wrong token or a wrong body change nothing', async () => {
    const receipt = (await submit({ url: await servePage(jsonLdPage({ name: 'Fuzzed Submission', startDate: '2026-12-16T19:00:00Z' })) }))
      .body;
    const statusUrl: string = receipt.submission.statusUrl;
    const snapshot = async () => (await getJson(statusUrl)).body;
    const before = await snapshot();
    await fc.assert(
      fc.asyncProperty(fc.jsonValue(), fc.option(text), async (value, token) => {
        const response = await fetch(statusUrl, {
          method: 'PATCH',
          headers: { 'content-type': 'application/json', ...(token ? { 'x-edit-token': token.replace(/[^\x20-\x7e]/g, '') } : {}) },
          body: JSON.stringify(value),
        });
        await expectSafe(response, JSON.stringify(value));
        expect(response.status).toBeGreaterThanOrEqual(400);
      }),
      { numRuns: 30 },
    );
    expect(await snapshot()).toEqual(before);
  });

  it('venue pages and venue admin with nonsense credentials', async () => {
    await fc.assert(
      fc.asyncProperty(text, fc.jsonValue(), async (token, value) => {
        const headers = { 'content-type': 'application/json', 'x-venue-token': token.replace(/[^\x20-\x7e]/g, '') || 'x' };
        await expectSafe(
          await fetch(api(`/api/venue-admin/${venueSlug}/events`), { method: 'POST', headers, body: JSON.stringify(value) }),
          token,
        );
      }),
      { numRuns: 30 },
    );
  });
});

/** Tools that need a bearer token (a reviewer's, or an administrator's for the source tools). */
const TOKEN_TOOLS = [
  'list_review_queue',
  'get_event_review',
  'review_event',
  'get_event_series',
  'edit_event_series',
  'repeat_event',
  'review_event_series',
  'list_sources',
  'get_source',
  'follow_source',
  'change_source',
  'unfollow_source',
  'run_source',
  'reject_pending_events',
];

describe('fuzzing MCP tool arguments', () => {
  it('any arguments to any tool: a result or a JSON-RPC error, never a 5xx', async () => {
    const tools = [
      'list_locations',
      'match_zone',
      'find_events',
      'get_event',
      'get_venue',
      'ask',
      'submit_event_from_url',
      'get_submission',
      'update_submission',
      ...TOKEN_TOOLS,
    ];
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...tools),
        fc.oneof(
          fc.jsonValue(),
          fc.dictionary(
            fc.constantFrom(
              'location',
              'uuid',
              'url',
              'date',
              'from',
              'to',
              'when',
              'limit',
              'slug',
              'changes',
              'editToken',
              'action',
              'idempotencyKey',
              'seriesUuid',
              'recurrence',
              'excludedDates',
              'country',
              'lat',
              'lng',
              'query',
              'conversation',
              'locale',
              'townSlug',
              'categories',
              'free',
              'near',
              'radius',
              'cursor',
              'zoneId',
              'id',
              'sourceId',
              'submitterOf',
              'pauseSource',
              'trust',
              'everyMinutes',
            ),
            fc.jsonValue(),
          ),
        ),
        async (name, args) => {
          for (const path of [MCP_READ, MCP_FULL]) {
            const before = await submissionCount();
            const response = await fetch(api(path), {
              method: 'POST',
              headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
              body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name, arguments: args } }),
            });
            const body = await response.text();
            expect(response.status, body).toBeLessThan(500);
            expect(body).not.toMatch(LEAK);
            const answer = JSON.parse(body) as { result?: unknown; error?: { code: number } };
            expect(answer.result !== undefined || answer.error !== undefined).toBe(true);
            // -32602: no such tool here, or a call that is not { name, arguments }; -32001 (401): a tool that needs a token, without one.
            if (answer.error)
              expect(answer.error.code, body).toBe(
                path === MCP_FULL && TOKEN_TOOLS.includes(name) && response.status === 401 ? -32001 : -32602,
              );
            if (name !== 'submit_event_from_url') expect(await submissionCount()).toBe(before);
          }
        },
      ),
      { numRuns: 40 },
    );
  });
});
