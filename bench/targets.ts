/** The paths the bench loads at each size, the baseline they are measured against, and the request each one sends. */
import type autocannon from 'autocannon';
import type { Target } from './measure.ts';
import { SEARCH_TERMS, type Ask } from './workload.ts';

export const BASELINE = 'baseline: /api/events/list (one SQL query)';
export const LIST = 'GET /api/events/list';
export const CACHED_LIST = 'GET /api/events/list, public cache warm';
export const ZONE_LIST = 'GET /api/locations/list';
export const GRAPHQL_LIST = 'GraphQL Location.events via the gateway';
export const MCP_FIND_EVENTS = 'MCP find_events';
/** The searches' targets are named `GET /api/events/search, <search>`. */
export const SEARCHES = ['a term in a town', 'near a point', 'a week filtered'] as const;
export const searchTarget = (search: (typeof SEARCHES)[number]) => `GET /api/events/search, ${search}`;
/** A question in plain words with the week-filtered search's filters: free music, the coming week, in a town. */
export const ASK = 'POST /api/ask, free music this week in a town';

/** What the GraphQL list asks of each event: what the REST list answers. */
const EVENT_FIELDS = 'uuid title startTime zoneId venue { name }';
const ZONE_DAY_QUERY = `query ZoneDay($id: Int!, $date: String) { location(id: $id) { events(date: $date) { ${EVENT_FIELDS} } } }`;

/** The uncached list of a town on a day. */
export const list = (pick: () => Ask): autocannon.Request => {
  const { zone, day } = pick();
  return { method: 'GET', path: `/api/events/list?zone_id=${zone.id}&date=${day}` };
};

const zoneList = (): autocannon.Request => ({ method: 'GET', path: '/api/locations/list' });

const graphqlAsking = (body: (zoneId: number, day: string) => object) => (pick: () => Ask) => {
  const { zone, day } = pick();
  return {
    method: 'POST' as const,
    path: '/graphql',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body(zone.id, day)),
  };
};
/** As GraphQL clients send it: one operation, the zone and day as variables (one document, planned once). */
const graphql = graphqlAsking((id, date) => ({ query: ZONE_DAY_QUERY, variables: { id, date } }));
/** The values written into the query: a new document for each zone and day, parsed, validated and planned anew. */
const graphqlInline = graphqlAsking((id, date) => ({ query: `{ location(id: ${id}) { events(date: "${date}") { ${EVENT_FIELDS} } } }` }));

const mcp = (pick: () => Ask) => {
  const { zone, day } = pick();
  return {
    method: 'POST' as const,
    path: '/api/mcp/events',
    headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
    body: JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'tools/call',
      params: { name: 'find_events', arguments: { location: zone.id, date: day } },
    }),
  };
};
/** The same call in the 2026-07-28 revision: the `_meta` envelope, and the headers that repeat it. */
const mcpModern = (pick: () => Ask) => {
  const { zone, day } = pick();
  const meta = { 'io.modelcontextprotocol/protocolVersion': '2026-07-28', 'io.modelcontextprotocol/clientCapabilities': {} };
  return {
    method: 'POST' as const,
    path: '/api/mcp/events',
    headers: {
      'content-type': 'application/json',
      accept: 'application/json, text/event-stream',
      'mcp-protocol-version': '2026-07-28',
      'mcp-method': 'tools/call',
      'mcp-name': 'find_events',
    },
    body: JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'tools/call',
      params: { name: 'find_events', arguments: { location: zone.id, date: day }, _meta: meta },
    }),
  };
};

const searchNear = (pick: () => Ask) => {
  const { zone } = pick();
  return { method: 'GET' as const, path: `/api/events/search?near=${zone.lat.toFixed(5)},${zone.lng.toFixed(5)}&radius=5000` };
};
const searchRange = (pick: () => Ask) => {
  const { zone, day } = pick();
  const week = new Date(Date.parse(day) + 6 * 86_400_000).toISOString().slice(0, 10);
  return { method: 'GET' as const, path: `/api/events/search?zone_id=${zone.id}&from=${day}&to=${week}&category=music&free=true` };
};

const ask = (pick: () => Ask) => ({
  method: 'POST' as const,
  path: '/api/ask',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ query: 'free music this week', townSlug: pick().zone.slug, locale: 'en-GB' }),
});

export interface Bases {
  baseline: string;
  api: string;
  /** A second API facade with its public cache on. */
  cached: string;
  gateway: string;
}

/**
 * The baseline and one size's targets, in the order they are measured. `approvals` is the reviewer's writes
 * (reviewer-writes.ts) that go on while the cached zone list is loaded.
 */
export function sizeTargets(bases: Bases, approvals: () => () => Promise<void>): { baseline: Target; targets: Target[] } {
  // The search terms are asked in turn, from the first, at every size.
  let asked = 0;
  const term = () => SEARCH_TERMS[asked++ % SEARCH_TERMS.length]!;
  const searchTerm = (pick: () => Ask) => ({ method: 'GET' as const, path: `/api/events/search?q=${term()}&zone_id=${pick().zone.id}` });
  const { api, cached, gateway } = bases;
  return {
    baseline: { name: BASELINE, base: bases.baseline, request: list },
    targets: [
      { name: LIST, base: api, request: list },
      { name: CACHED_LIST, base: cached, request: list },
      { name: ZONE_LIST, base: api, request: zoneList },
      { name: 'GET /api/locations/list, public cache on, one approval a second', base: cached, request: zoneList, alongside: approvals },
      { name: GRAPHQL_LIST, base: gateway, request: graphql },
      { name: 'GraphQL Location.events via the gateway, values in the query', base: gateway, request: graphqlInline },
      { name: MCP_FIND_EVENTS, base: api, request: mcp },
      { name: 'MCP find_events, 2026-07-28', base: api, request: mcpModern },
      { name: searchTarget('a term in a town'), base: api, request: searchTerm },
      { name: searchTarget('near a point'), base: api, request: searchNear },
      { name: searchTarget('a week filtered'), base: api, request: searchRange },
      { name: ASK, base: api, request: ask },
    ],
  };
}
