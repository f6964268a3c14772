import { describe, expect, it } from 'vitest';
import { buildSchema, parse } from 'graphql';
import { brokenConstraint, Constraints, CONSTRAINT_DIRECTIVE_SDL } from '../src/argument-constraints.ts';

const schema = buildSchema(`${CONSTRAINT_DIRECTIVE_SDL}
type Query {
  counts(zoneIds: [Int!]! @constraint(maxItems: 3)): [Int!]!
  search(text: String @constraint(maxLength: 5), limit: Int = 20 @constraint(min: 1, max: 50), near: Point, tags: [String!] @constraint(maxItems: 2, maxLength: 3)): Int
  zone: Zone
}
type Zone { events(limit: Int @constraint(max: 10)): Int }
input Point { lat: Float! @constraint(min: -90, max: 90), lng: Float! }
`);
const constraints = new Constraints(schema);

const broken = (query: string, variables: Record<string, unknown> = {}, operationName?: string) =>
  brokenConstraint(constraints, parse(query), operationName, variables);

describe('the @constraint bounds of arguments', () => {
  it('refuses a list over its maxItems, given as a variable or a literal, naming the argument', () => {
    const error = broken('query Q($z: [Int!]!) { counts(zoneIds: $z) }', { z: [1, 2, 3, 4] });
    expect(error?.message).toBe('Argument counts(zoneIds) may hold at most 3 items; it holds 4.');
    expect(error?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'zoneIds', limit: 'constraint', http: { status: 400 } });
    expect(broken('{ counts(zoneIds: [1, 2, 3, 4]) }')).not.toBeNull();
    expect(broken('query Q($z: [Int!]!) { counts(zoneIds: $z) }', { z: [1, 2, 3] })).toBeNull();
  });

  it('checks strings, numbers, each item of a list and the fields of input objects', () => {
    expect(broken('{ search(text: "abcdef") }')?.message).toMatch(/search\(text\) must be at most 5 characters/);
    expect(broken('{ search(limit: 0) }')?.message).toMatch(/search\(limit\) must be at least 1/);
    expect(broken('query Q($l: Int) { search(limit: $l) }', { l: 51 })?.message).toMatch(/at most 50/);
    expect(broken('{ search(tags: ["ab", "abcd"]) }')?.message).toMatch(/search\(tags\[1\]\) must be at most 3 characters/);
    expect(broken('query Q($p: Point) { search(near: $p) }', { p: { lat: 91, lng: 0 } })?.message).toMatch(
      /search\(near\.lat\) must be at most 90/,
    );
    expect(broken('{ search(text: "abc", limit: 50, tags: ["a", "b"], near: { lat: 10, lng: 500 }) }')).toBeNull();
  });

  it('refuses a NUL character in any string, bounded or not, in a list or an input object', () => {
    expect(broken('{ search(text: "a\\u0000b") }')?.message).toBe('Argument search(text) must not hold a NUL character.');
    expect(broken('query Q($t: [String!]) { search(tags: $t) }', { t: ['a', '\u0000'] })?.extensions?.field).toBe('tags[1]');
    expect(broken('{ search(text: "a\\u0001b") }')).toBeNull();
  });

  it('checks every field: __typename first, fragments and nested fields cannot hide an argument', () => {
    const z = [1, 2, 3, 4];
    expect(broken('query Q($z: [Int!]!) { __typename counts(zoneIds: $z) }', { z })).not.toBeNull();
    expect(broken('query Q($z: [Int!]!) { nope __typename ...F } fragment F on Query { counts(zoneIds: $z) }', { z })).not.toBeNull();
    expect(broken('{ zone { __typename ... on Zone { events(limit: 11) } } }')).not.toBeNull();
  });

  it('checks the operation asked for, and leaves variables that do not fit to execution', () => {
    const document = 'query A { search(limit: 99) } query B { search(limit: 9) }';
    expect(broken(document, {}, 'A')).not.toBeNull();
    expect(broken(document, {}, 'B')).toBeNull();
    expect(broken('query Q($z: [Int!]!) { counts(zoneIds: $z) }', { z: 'not a list of ints' })).toBeNull();
    expect(broken('query Q($p: Point) { search(near: $p) }', { p: 5 })).toBeNull();
  });

  it("reads a variable's default when it is not sent", () => {
    expect(broken('query Q($t: String = "abcdefgh") { search(text: $t) }')).not.toBeNull();
    expect(broken('query Q($t: String = "abcdefgh") { search(text: $t) }', { t: 'abc' })).toBeNull();
  });
});
