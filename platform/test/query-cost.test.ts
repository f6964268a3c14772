import { describe, expect, it } from 'vitest';
import { buildSchema, parse } from 'graphql';
import { queryCost } from '../src/query-cost.ts';

const schema = buildSchema(`
  type Query { towns: [Town!]! town(id: Int!): Town search(limit: Int! = 20): Search! counts(zoneIds: [Int!]!): [Int!]! near(points: [Point!]): [Town!]! }
  input Point { lat: Float! lng: Float! tags: [String!] }
  type Search { nodes: [Event!]! edges: [Edge!]! pageInfo: PageInfo! }
  type Edge { cursor: String! node: Event! }
  type PageInfo { hasNextPage: Boolean! }
  type Town { id: Int! name: String! events(limit: Int! = 500, date: String): [Event!]! }
  type Event { title: String! venue: Venue }
  type Venue { name: String! }
`);
const cost = (document: string, variables?: Record<string, unknown>) =>
  queryCost({ schema, document: parse(document), variables, listSize: 20 });

describe('the cost of an operation', () => {
  it('counts objects, multiplying lists by their limit, or by the assumed size without one; scalars cost nothing', () => {
    expect(cost('{ town(id: 1) { id name } }')).toBe(1);
    expect(cost('{ town(id: 1) { events(limit: 10) { title } } }')).toBe(1 + 10);
    expect(cost('{ town(id: 1) { events(limit: 10) { venue { name } } } }')).toBe(1 + 10 * 2);
    expect(cost('{ towns { id } }')).toBe(20);
    expect(cost('{ towns { events { title } } }')).toBe(20 * (1 + 500));
  });

  it('counts each item of a list argument, literal or variable, nested lists and lists in input objects too', () => {
    expect(cost('{ counts(zoneIds: [1, 2, 3]) }')).toBe(3);
    expect(cost('query Q($z: [Int!]!) { a: counts(zoneIds: $z) b: counts(zoneIds: $z) }', { z: [1, 2, 3, 4] })).toBe(8);
    expect(cost('query Q($p: [Point!]) { near(points: $p) { id } }', { p: [{ lat: 1, lng: 2, tags: ['a', 'b'] }] })).toBe(1 + 2 + 20);
  });

  it('is computed once per shape, yet follows the size of every list variable', () => {
    const document = parse('query Q($z: [Int!]!) { counts(zoneIds: $z) }');
    const ask = (z: number[]) => queryCost({ schema, document, variables: { z }, listSize: 20 });
    expect(ask([1])).toBe(1);
    expect(ask([2])).toBe(1);
    expect(ask(Array.from({ length: 20_000 }, (_, i) => i))).toBe(20_000);
  });

  it("sizes a connection's lists by its limit, whatever the assumed size", () => {
    expect(cost('{ search(limit: 50) { nodes { title } } }')).toBe(1 + 50);
    expect(cost('{ search(limit: 50) { edges { node { venue { name } } } } }')).toBe(1 + 50 * (1 + 1 + 1));
    expect(cost('{ search(limit: 5) { nodes { venue { name } } pageInfo { hasNextPage } } }')).toBe(1 + (20 * 2 + 1) * (5 / 20));
  });

  it('is computed once per shape, yet follows every variable it depends on, and tells an absent variable from null', () => {
    const document = parse(
      'query Q($id: Int!, $n: Int, $with: Boolean!) { town(id: $id) { events(limit: $n) @include(if: $with) { title } } }',
    );
    const ask = (variables: Record<string, unknown>) => queryCost({ schema, document, variables, listSize: 20 });
    expect(ask({ id: 1, n: 10, with: true })).toBe(11);
    expect(ask({ id: 2, n: 10, with: true })).toBe(11);
    expect(ask({ id: 1, n: 100, with: true })).toBe(101);
    expect(ask({ id: 1, n: 100, with: false })).toBe(1);
    expect(ask({ id: 1, with: true })).toBe(501);
    // An explicit null where the limit goes cannot be counted, however often the absent variable was.
    expect(() => ask({ id: 1, n: null, with: true })).toThrow();
  });

  it('counts fragments spread where they are used, and refuses to count past 10,000 fields', () => {
    expect(cost('query { town(id: 1) { ...T } } fragment T on Town { events(limit: 3) { title } }')).toBe(4);
    const fragments = Array.from({ length: 15 }, (_, i) =>
      i === 0 ? 'fragment F0 on Query { __typename }' : `fragment F${i} on Query { ...F${i - 1} ...F${i - 1} }`,
    );
    expect(() => cost(`query { ...F14 } ${fragments.join(' ')}`)).toThrow(/nodes/);
  });
});
