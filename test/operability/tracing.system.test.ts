import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { DateTime } from 'luxon';
import type { ReceivedSpan } from '../../infra/src/trace-receiver.ts';
import { closeFixtures, createEvent, createVenue, createZone, unique } from '../support/fixtures.ts';
import { api, getJson } from '../support/http.ts';
import { linesWith, logLines } from '../support/logs.ts';
import { jsonLdPage, servePage, settledSubmission, submit } from '../support/submissions.ts';

afterAll(closeFixtures);

const SERVER = 2;
const CLIENT = 3;

/** A W3C `traceparent` for a new, sampled trace, as a caller in the project would send it. */
function newTraceparent() {
  const traceId = randomBytes(16).toString('hex');
  const spanId = randomBytes(8).toString('hex');
  return { traceId, spanId, header: `00-${traceId}-${spanId}-01` };
}

async function spansOf(traceId: string): Promise<ReceivedSpan[]> {
  return (await getJson(`${inject('stack').traceReceiver}/traces/${traceId}`)).body.spans;
}

/** Polls the receiver until the trace holds what `complete` looks for (spans arrive in batches, per process). */
async function traceUntil(traceId: string, complete: (spans: ReceivedSpan[]) => boolean, timeoutMs = 15_000): Promise<ReceivedSpan[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const spans = await spansOf(traceId);
    if (complete(spans)) return spans;
    if (Date.now() > deadline)
      throw new Error(
        `trace ${traceId} incomplete: ${spans.map((span) => `${span.service}:${span.name}<-${span.parentSpanId ?? 'root'}`).join(', ')}`,
      );
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const services = (spans: ReceivedSpan[]) => new Set(spans.map((span) => span.service));
const hasAll = (spans: ReceivedSpan[], names: string[]) => names.every((name) => services(spans).has(name));
const sqlOf = (spans: ReceivedSpan[], service: string) =>
  spans.filter((span) => span.service === service && span.attributes['db.system.name'] === 'postgresql');
const serverSpan = (spans: ReceivedSpan[], service: string, name: string) =>
  spans.find((span) => span.service === service && span.kind === SERVER && span.name === name);

/** The spans whose parent is not in the trace: none once every hop has exported (a parent ends after its children). */
function orphansOf(spans: ReceivedSpan[], rootParent: string) {
  const ids = new Set(spans.map((span) => span.spanId));
  return spans
    .filter((span) => span.parentSpanId !== rootParent && !ids.has(span.parentSpanId ?? ''))
    .map((span) => `${span.service}:${span.name}`);
}

/** The trace once it holds what `complete` looks for and is one tree under the caller's span: no hop started its own. */
const wholeTrace = (traceId: string, rootParent: string, complete: (spans: ReceivedSpan[]) => boolean) =>
  traceUntil(traceId, (spans) => complete(spans) && orphansOf(spans, rootParent).length === 0);

/** A town with a venue and an event there tomorrow, so its list crosses every subgraph. */
async function townWithAnEvent() {
  const zone = await createZone({ name: `Traceton ${unique()}`, timezone: 'Europe/London' });
  const venue = await createVenue(zone.id, `Trace Hall ${unique()}`);
  const date = DateTime.now().setZone('Europe/London').plus({ days: 1 }).toISODate()!;
  await createEvent({ title: 'Traced Night', zone, venueId: venue.id, localStart: `${date}T19:00` });
  return { zone, date };
}

describe('one trace across every hop', () => {
  it('a list: API, gateway, locations, events and venues, with their SQL, in one tree under the caller', async () => {
    const { zone, date } = await townWithAnEvent();
    const parent = newTraceparent();
    const requestId = `trace-list-${randomUUID()}`;
    const response = await fetch(api(`/api/events/list?zone_id=${zone.id}&date=${date}`), {
      headers: { traceparent: parent.header, 'x-request-id': requestId, 'x-facade-secret': inject('stack').secrets.facade },
    });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { results: unknown[] }).results).toHaveLength(1);

    // The API asks the gateway for the zone (the test stack keeps no copy of the zones), then for its events; the
    // venue is new, so the events service asks the venues service for its name through the gateway, under its span.
    const spans = await wholeTrace(
      parent.traceId,
      parent.spanId,
      (found) => hasAll(found, ['api', 'gateway', 'locations', 'events', 'venues']) && sqlOf(found, 'venues').length > 0,
    );
    const entry = serverSpan(spans, 'api', 'GET /api/events/list')!;
    expect(entry).toBeDefined();
    expect(entry.parentSpanId).toBe(parent.spanId);
    expect(entry.attributes['request.id']).toBe(requestId);
    // Each hop's server span is a child of its caller's client span, and carries the same request id.
    const callerOf = (served: ReceivedSpan) => spans.find((span) => span.spanId === served.parentSpanId)!;
    const served = spans.filter((span) => span.kind === SERVER && span.service !== 'api');
    expect(served.map((span) => `${callerOf(span).service}->${span.service}`).sort()).toEqual([
      'api->gateway',
      'api->gateway',
      'events->gateway',
      'gateway->events',
      'gateway->locations',
      'gateway->venues',
    ]);
    for (const span of served) {
      expect(span.name).toBe('POST /graphql');
      expect(span.attributes['request.id']).toBe(requestId);
      expect(callerOf(span).kind).toBe(CLIENT);
    }
    for (const service of ['locations', 'events', 'venues']) expect(sqlOf(spans, service).length, service).toBeGreaterThan(0);
    // Statements are recorded as written, with placeholders, and without their values.
    for (const statement of sqlOf(spans, 'events')) {
      expect(Object.keys(statement.attributes).filter((key) => /values|parameter/.test(key))).toEqual([]);
      expect(String(statement.attributes['db.query.text'])).not.toContain(date);
    }
    // Apollo Gateway's own spans are left out: the gateway's calls to the subgraphs hang from its server spans.
    expect(spans.filter((span) => span.scope === 'apollo/gateway-js')).toEqual([]);
    for (const span of served.filter((span) => span.service !== 'gateway'))
      expect(callerOf(callerOf(span))).toMatchObject({ service: 'gateway', kind: SERVER });
    // Each process's log lines for the request carry the trace and the span of the hop that wrote them.
    for (const service of ['api', 'gateway', 'locations', 'events', 'venues']) {
      const hops = new Set(spans.filter((span) => span.service === service && span.kind === SERVER).map((span) => span.spanId));
      const lines = linesWith(service, requestId);
      expect(lines.length, service).toBeGreaterThan(0);
      for (const line of lines) {
        expect(line.trace_id, service).toBe(parent.traceId);
        expect(hops.has(line.span_id ?? ''), service).toBe(true);
      }
    }
  });

  it('the log lines of a request that is not recorded carry no trace ids', async () => {
    const requestId = `untraced-list-${randomUUID()}`;
    // One of the project's callers without trace context: never recorded (a public caller is, one time in ten).
    // Each process writes its line before it answers (synchronously, platform/src/logger.ts), so the lines are there.
    const response = await fetch(api('/api/locations/list'), {
      headers: { 'x-request-id': requestId, 'x-facade-secret': inject('stack').secrets.facade },
    });
    await response.arrayBuffer();
    const lines = ['api', 'gateway', 'locations'].flatMap((service) => linesWith(service, requestId));
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.filter((line) => 'trace_id' in line || 'span_id' in line)).toEqual([]);
  });

  it('under concurrent requests, each statement is in the trace of the request that made it', async () => {
    const { zone, date } = await townWithAnEvent();
    const list = (headers: Record<string, string>) =>
      fetch(api(`/api/events/list?zone_id=${zone.id}&date=${date}`), {
        headers: { 'x-facade-secret': inject('stack').secrets.facade, ...headers },
      }).then((response) => response.arrayBuffer());
    // Recorded lists among as many unrecorded ones (internal calls without trace context), all at once: the events
    // service asks PostgreSQL for all of them together, and its pool hands connections out in its own order.
    const recorded = Array.from({ length: 8 }, newTraceparent);
    await Promise.all(recorded.flatMap((parent) => [list({ traceparent: parent.header }), list({}), list({})]));
    for (const parent of recorded) {
      const spans = await wholeTrace(parent.traceId, parent.spanId, (found) => sqlOf(found, 'events').length > 0);
      const listed = spans.filter((span) => span.service === 'events' && span.kind === SERVER);
      // One GraphQL request to the events service for the list, one statement under it: none of another request's.
      expect(listed).toHaveLength(1);
      expect(sqlOf(spans, 'events').map((span) => span.parentSpanId)).toEqual([listed[0]!.spanId]);
    }
  });

  it('credentials in a query (a link token, a sign-in code) are not recorded, as they are not logged', async () => {
    const parent = newTraceparent();
    const secret = randomBytes(16).toString('hex');
    const response = await fetch(api(`/api/locations/list?token=${secret}&code=${secret}`), {
      headers: { traceparent: parent.header, 'x-facade-secret': inject('stack').secrets.facade },
    });
    await response.arrayBuffer();
    const spans = await wholeTrace(
      parent.traceId,
      parent.spanId,
      (found) => serverSpan(found, 'api', 'GET /api/locations/list') !== undefined,
    );
    expect(JSON.stringify(spans)).not.toContain(secret);
  });

  it('a submission: the request, the job that processes it and the event it creates are one trace', async () => {
    const zone = await createZone({ name: `Spanford ${unique()}`, timezone: 'Europe/London' });
    const day = DateTime.now().setZone('Europe/London').plus({ days: 5 }).toISODate();
    const page = await servePage(
      jsonLdPage({
        name: 'Traced Recital',
        startDate: `${day}T19:00`,
        location: { '@type': 'Place', name: 'Spanford Chapel', address: zone.name },
      }),
    );
    const parent = newTraceparent();
    const submitted = await submit({ url: page }, { traceparent: parent.header, 'x-facade-secret': inject('stack').secrets.facade });
    expect(submitted.status).toBe(202);
    const settled = await settledSubmission(submitted.body.submission.uuid);
    expect(settled.event?.uuid).toBeDefined();

    const createdEvent = (spans: ReceivedSpan[]) =>
      sqlOf(spans, 'events').some((span) => /^insert/i.test(String(span.attributes['db.query.text'] ?? '')));
    const spans = await wholeTrace(
      parent.traceId,
      parent.spanId,
      (found) => found.some((span) => span.name === 'job process-submission') && createdEvent(found),
    );
    const job = spans.find((span) => span.name === 'job process-submission')!;
    expect(job.service).toBe('submissions');
    // The job's log lines carry its trace and its span.
    const completed = logLines(
      'submissions',
      (line) => line.msg === 'submission completed' && line.submissionUuid === submitted.body.submission.uuid,
    );
    expect(completed.map((line) => [line.trace_id, line.span_id])).toEqual([[parent.traceId, job.spanId]]);
    // What the job did is under the job: its calls to the gateway reached the events service, which stored the event.
    const under = (ancestor: ReceivedSpan, span: ReceivedSpan): boolean => {
      const parentSpan = spans.find((candidate) => candidate.spanId === span.parentSpanId);
      return parentSpan !== undefined && (parentSpan === ancestor || under(ancestor, parentSpan));
    };
    const insert = sqlOf(spans, 'events').find((span) => /^insert/i.test(String(span.attributes['db.query.text'] ?? '')))!;
    expect(under(job, insert)).toBe(true);
    expect(spans.filter((span) => under(job, span)).map((span) => span.service)).toEqual(
      expect.arrayContaining(['submissions', 'gateway', 'events']),
    );
    // The page was fetched without the trace's context: that is for the project's own processes.
    expect((await getJson(`${inject('stack').fixtures.url}/trace-context-hits`)).body).toEqual({ hits: 0 });
  });
});

describe('trace context is taken only from the project’s own processes', () => {
  const entries = () => {
    const { api: apiUrl, site, gateway, subgraphs } = inject('stack');
    return [
      { name: 'the API', request: (headers: Record<string, string>) => fetch(`${apiUrl}/api/locations/list`, { headers }) },
      { name: 'the site', request: (headers: Record<string, string>) => fetch(`${site}/`, { headers }) },
      {
        name: 'the gateway',
        request: (headers: Record<string, string>) =>
          fetch(gateway, {
            method: 'POST',
            headers: { ...headers, 'content-type': 'application/json' },
            body: JSON.stringify({ query: '{ locations { id } }' }),
          }),
      },
      {
        name: 'a subgraph',
        request: (headers: Record<string, string>) =>
          fetch(subgraphs.events!, {
            method: 'POST',
            headers: { ...headers, 'content-type': 'application/json' },
            body: JSON.stringify({ query: '{ __typename }' }),
          }),
      },
    ];
  };

  it('a public caller’s traceparent (or a forged secret) starts no recorded span in its trace, on every way in', async () => {
    const sent: { name: string; traceId: string }[] = [];
    for (const entry of entries()) {
      for (const secret of [undefined, 'x'.repeat(43)]) {
        const parent = newTraceparent();
        const headers: Record<string, string> = {
          traceparent: parent.header,
          ...(secret ? { 'x-facade-secret': secret, 'x-gateway-secret': secret } : {}),
        };
        const response = await entry.request(headers);
        await response.arrayBuffer();
        sent.push({ name: entry.name, traceId: parent.traceId });
      }
    }
    // A sampled trace of ours reaches the receiver within a second or so; give the refused ones longer than that.
    const control = newTraceparent();
    await (
      await fetch(api('/api/locations/list'), {
        headers: { traceparent: control.header, 'x-facade-secret': inject('stack').secrets.facade },
      })
    ).arrayBuffer();
    await traceUntil(control.traceId, (spans) => hasAll(spans, ['api', 'gateway']));
    await new Promise((resolve) => setTimeout(resolve, 1000));
    for (const { name, traceId } of sent) expect(await spansOf(traceId), name).toEqual([]);
  });

  it('new traces are sampled at the configured ratio (10 %), each one whole across the hops', async () => {
    const requestIds = Array.from({ length: 200 }, () => `sampled-${randomUUID()}`);
    for (const requestId of requestIds)
      await (await fetch(api('/api/locations/list'), { headers: { 'x-request-id': requestId } })).arrayBuffer();
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const traced = [];
    for (const requestId of requestIds) {
      const { traceIds } = (await getJson(`${inject('stack').traceReceiver}/traces?request.id=${requestId}`)).body as {
        traceIds: string[];
      };
      traced.push(...traceIds);
    }
    // 200 draws at 10 %: 20 expected, outside 5..45 about once in a hundred thousand runs.
    expect(traced.length).toBeGreaterThanOrEqual(5);
    expect(traced.length).toBeLessThanOrEqual(45);
    for (const traceId of traced) await traceUntil(traceId, (spans) => hasAll(spans, ['api', 'gateway', 'locations', 'events']));
  });
});
