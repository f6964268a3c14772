import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { getIntrospectionQuery, parse, validate, type GraphQLSchema } from 'graphql';
import { DEFAULT_OPERATION_LIMITS, limitOperations, type RunningServer } from '@local-events/platform';
import { queryCost } from '../../platform/src/query-cost.ts';
import { clientSchema } from '../../gateway/src/compose.ts';
import { currentSdls } from '../../infra/src/supergraph.ts';
import { SUBGRAPHS } from '../../infra/src/subgraphs.ts';
import { clientOperations } from '../../infra/src/client-operations.ts';
import { worstCaseVariables } from '../support/client-operations.ts';
import { graphql, type GraphQLAnswer } from '../support/graphql.ts';
import { startOwnGateway } from '../support/own-gateway.ts';
import { metricsOf } from '../support/metrics.ts';

const limits = DEFAULT_OPERATION_LIMITS;

/** `{ locations { children { parent { children { parent ... } } } } }`, `levels` deep: what took a subgraph down. */
const nested = (levels: number) => {
  let selection = 'id';
  for (let level = 0; level < levels; level++) selection = `${level % 2 ? 'parent' : 'children'} { id ${selection} }`;
  return `{ locations { ${selection} } }`;
};

const refusal = (answer: GraphQLAnswer<unknown>, limit: string) => {
  expect(answer.status).toBe(400);
  expect(answer.data ?? null).toBeNull();
  expect(answer.errors?.[0]?.message).toMatch(/^Operation refused: /);
  expect(answer.errors?.[0]?.extensions).toMatchObject({ code: 'GRAPHQL_VALIDATION_FAILED', limit });
};

/** Requests the gateway has sent to subgraphs so far, from its own metrics. */
async function subgraphCallsSoFar(): Promise<number> {
  const text = await metricsOf(inject('stack').gateway);
  return [...text.matchAll(/^gateway_subgraph_request_duration_seconds_count\{[^}]*\} (\d+)/gm)].reduce(
    (sum, match) => sum + Number(match[1]),
    0,
  );
}

describe('every operation the project itself sends fits well inside the limits', () => {
  let schema: GraphQLSchema;
  beforeAll(async () => {
    const sdls = await currentSdls();
    schema = clientSchema(SUBGRAPHS.map(({ name }) => ({ name, url: `http://${name}`, sdl: sdls[name]! })));
  });

  it('within half of each limit and a tenth of the cost budget, with the largest variables a caller may send', async () => {
    const half = limitOperations({
      ...limits,
      maxDepth: limits.maxDepth / 2,
      maxAliases: limits.maxAliases / 2,
      maxDirectives: limits.maxDirectives / 2,
    });
    const operations = await clientOperations();
    expect(operations.length).toBeGreaterThan(30);
    const problems: string[] = [];
    for (const { client, name, document: text } of operations) {
      const document = parse(text, { maxTokens: limits.maxTokens / 2 });
      const errors = validate(schema, document, half.validationRules);
      if (errors.length) problems.push(`${client} ${name}: ${errors.map((error) => error.message).join('; ')}`);
      const cost = queryCost({ schema, document, variables: worstCaseVariables(schema, text), listSize: limits.listSize });
      if (cost > limits.maxCost / 10) problems.push(`${client} ${name}: costs ${cost}`);
    }
    expect(problems).toEqual([]);
  });

  // With room for the schema to grow: about 25,000 of the 50,000 once administration came (types and fields counted
  // as this schema has them).
  it('and so does the usual introspection query, in development', () => {
    expect(queryCost({ schema, document: parse(getIntrospectionQuery()), listSize: limits.listSize })).toBeLessThan(limits.maxCost * 0.7);
  });
});

describe('operation limits at the gateway, before anything runs', () => {
  it('refuses the nested query that took the locations service down, and costs the subgraphs nothing', async () => {
    const before = await subgraphCallsSoFar();
    const answer = await graphql(nested(40));
    refusal(answer, 'depth');
    expect(answer.errors![0]!.message).toContain(`depth limit of ${limits.maxDepth}`);
    refusal(await graphql(nested(8)), 'cost');
    expect(await subgraphCallsSoFar()).toBe(before);
    // A shallow version of the same walk is answered.
    const allowed = await graphql(nested(2));
    expect(allowed.status).toBe(200);
    expect(allowed.errors).toBeUndefined();
  });

  it('refuses alias amplification and directive stuffing', async () => {
    const aliases = Array.from({ length: limits.maxAliases + 1 }, (_, i) => `a${i}: location(id: 1) { id }`).join(' ');
    refusal(await graphql(`{ ${aliases} }`), 'aliases');
    const directives = Array.from({ length: limits.maxDirectives + 1 }, () => '@include(if: true)').join(' ');
    refusal(await graphql(`{ locations ${directives} { id } }`), 'directives');
  });

  it('refuses what costs too much by multiplying lists, saying what it costs and what is allowed', async () => {
    const answer = await graphql('{ locations { children { children { children { children { id } } } } } }');
    refusal(answer, 'cost');
    expect(answer.errors![0]!.extensions).toMatchObject({ maxCost: limits.maxCost });
    expect((answer.errors![0]!.extensions as { cost: number }).cost).toBeGreaterThan(limits.maxCost);
    // An explicit limit is what the cost counts: 100 aliases would not pass, but a large limit on one list may.
    const limited = await graphql('{ location(id: 1) { events(limit: 500) { uuid venue { name } } } }');
    expect(limited.status).toBe(200);
  });

  it('refuses what it cannot count, rather than letting it through: fragments spread into too many fields, an unreadable limit', async () => {
    // Each fragment spreads the one before twice: 2^14 times the payload once spread, in a short document.
    const fragments = Array.from({ length: 15 }, (_, i) =>
      i === 0 ? 'fragment F0 on Query { __typename }' : `fragment F${i} on Query { ...F${i - 1} ...F${i - 1} }`,
    );
    const doubled = await graphql(`query Q { ...F14 locations { id } } ${fragments.join(' ')}`);
    refusal(doubled, 'cost');
    expect(doubled.errors![0]!.message).toMatch(/cannot be counted/);
    // An explicit null where a list's limit goes: the cost cannot be read, so nothing runs (here or in the subgraph).
    const nullLimit = 'query Q($n: Int) { locations { id events(limit: $n) { title } } }';
    refusal(await graphql(nullLimit, { variables: { n: null } }), 'cost');
    const entities =
      'query Q($r: [_Any!]!, $n: Int) { _entities(representations: $r) { ... on Location { events(limit: $n) { title } } } }';
    const representations = [{ __typename: 'Location', id: 1, timezone: 'Europe/London', zoneIds: [1] }];
    refusal(await graphql(entities, { subgraph: 'events', variables: { r: representations, n: null } }), 'cost');
    // Variables that do not fit the operation are still refused by execution, as before.
    const wrongType = await graphql('query Q($id: Int!) { location(id: $id) { id } }', { variables: { id: 'one' } });
    expect(wrongType.status).toBe(400);
    expect(wrongType.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('counts every alias, __typename ones and fields aliased as __typename too', async () => {
    const typenames = Array.from({ length: limits.maxAliases + 1 }, (_, i) => `t${i}: __typename`).join(' ');
    refusal(await graphql(`{ ${typenames} }`), 'aliases');
    const disguised = Array.from({ length: limits.maxAliases }, (_, i) => `a${i}: location(id: 1) { name }`).join(' ');
    refusal(await graphql(`{ __typename: location(id: 1) { name } ${disguised} }`), 'aliases');
  });

  it('counts the time spent checking, by check, in the metrics (npm run bench reports it as a share of CPU)', async () => {
    const checked = async () => {
      const text = await metricsOf(inject('stack').gateway);
      return Object.fromEntries(
        [...text.matchAll(/^graphql_operation_limits_seconds_total\{check="(\w+)"\} ([\d.e+-]+)$/gm)].map((match) => [
          match[1],
          Number(match[2]),
        ]),
      );
    };
    const before = await checked();
    // A new document each time (not in Apollo's cache of validated documents), so both checks run.
    expect((await graphql(`{ location(id: ${Date.now() % 100_000}) { id name } }`)).status).toBe(200);
    const after = await checked();
    expect(after.rules!).toBeGreaterThan(before.rules ?? 0);
    expect(after.cost!).toBeGreaterThan(before.cost ?? 0);
  });

  it('refuses a document of too many tokens while parsing it', async () => {
    const fields = Array.from({ length: limits.maxTokens }, () => 'id').join(' ');
    const answer = await graphql(`{ locations { ${fields} } }`);
    expect(answer.status).toBe(400);
    expect(answer.errors?.[0]?.extensions?.code).toBe('GRAPHQL_PARSE_FAILED');
    expect(answer.errors?.[0]?.message).toMatch(/more than|more that/);
  });
});

describe('operation limits again in every subgraph', () => {
  it.each(SUBGRAPHS.map(({ name }) => name))('%s refuses too many aliases, even from the gateway', async (name) => {
    const aliased = (count: number) => `{ ${Array.from({ length: count }, (_, i) => `s${i}: _service { sdl }`).join(' ')} }`;
    refusal(await graphql(aliased(limits.maxAliases + 1), { subgraph: name }), 'aliases');
    expect((await graphql(aliased(2), { subgraph: name })).status).toBe(200);
  });

  it('counts entity representations as they are, not as the gateway guessed them', async () => {
    const locations = Array.from({ length: 200 }, (_, i) => ({
      __typename: 'Location',
      id: i + 1,
      timezone: 'Europe/London',
      zoneIds: [i + 1],
    }));
    const query =
      'query ($locations: [_Any!]!) { _entities(representations: $locations) { ... on Location { events(limit: 500) { uuid } } } }';
    refusal(await graphql(query, { subgraph: 'events', variables: { locations } }), 'cost');
    const few = await graphql(query, { subgraph: 'events', variables: { locations: locations.slice(0, 2) } });
    expect(few.status).toBe(200);
    expect(few.errors).toBeUndefined();
  });

  it.each([
    ['locations', '{ location(id: 0) { id } }', {}],
    ['events', 'query Q($z: [Int!]!) { weeklyEventCounts(zoneIds: $z) }', { z: Array.from({ length: 1001 }, (_, i) => i + 1) }],
    ['venues', 'query Q($s: String!) { venue(slug: $s) { id } }', { s: 'x\u0000y' }],
    ['submissions', `{ submission(uuid: "${'a'.repeat(37)}") { uuid } }`, {}],
  ])("%s checks the schema's argument bounds itself, even from the gateway", async (subgraph, query, variables) => {
    const answer = await graphql(query, { subgraph, variables });
    expect(answer.status).toBe(400);
    expect(answer.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', limit: 'constraint' });
  });

  it('locations refuses the nested walk itself', async () => {
    refusal(await graphql(nested(40), { subgraph: 'locations' }), 'depth');
  });
});

describe('in production mode', () => {
  let gateway: RunningServer;
  beforeAll(async () => {
    gateway = await startOwnGateway('production', { limits: { ...limits, production: true } });
  });
  afterAll(() => gateway?.close());

  const ask = async (url: string, query: string) => {
    const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query }) });
    return { status: response.status, ...((await response.json()) as { data?: unknown; errors?: { message: string }[] }) };
  };
  const landingPage = (url: string) => fetch(url, { headers: { accept: 'text/html' } });

  it('answers no introspection, suggests no field names and serves no landing page', async () => {
    const url = `${gateway.url}/graphql`;
    expect((await ask(url, '{ locations { id } }')).status).toBe(200);
    const introspection = await ask(url, '{ __schema { types { name } } }');
    expect(introspection.status).toBe(400);
    expect(introspection.errors?.[0]?.message).toMatch(/introspection/i);
    const typo = await ask(url, '{ locatons { id } }');
    expect(typo.status).toBe(400);
    expect(typo.errors?.[0]?.message).not.toMatch(/Did you mean/);
    const page = await landingPage(url);
    expect(page.headers.get('content-type') ?? '').not.toMatch(/text\/html/);
    expect(page.headers.get('content-security-policy')).toBe("default-src 'none';frame-ancestors 'none'");
    expect((await fetch(`${url}/explorer/graphiql.js`)).status).toBe(404);
  });

  it('while development mode (npm start) offers all three', async () => {
    const url = inject('stack').gateway;
    expect((await ask(url, '{ __schema { types { name } } }')).status).toBe(200);
    expect((await ask(url, '{ locatons { id } }')).errors?.[0]?.message).toMatch(/Did you mean "locations"/);
    const page = await landingPage(url);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
  });
});
