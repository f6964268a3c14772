import { Directive } from 'type-graphql';

/** What `@constraint` may bound: a list's items, a string's length, a number's range. */
export interface Bounds {
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  min?: number;
  max?: number;
}

/**
 * Declares bounds on an argument or input field in the schema (`@constraint(maxItems: 1000)`), where clients read
 * them and where the gateway and this subgraph check them before anything runs (argument-constraints.ts).
 */
export const Bounded = (bounds: Bounds) =>
  Directive(
    `@constraint(${Object.entries(bounds)
      .map(([name, value]) => `${name}: ${value}`)
      .join(', ')})`,
  );

/** The bounds arguments of the same kind share, whichever service takes them. */
export const BOUNDS = {
  /** A UUID (36 characters), or a value checked as one. */
  uuid: { maxLength: 36 },
  /** A zone's, a venue's or a country's slug. */
  slug: { maxLength: 100 },
  /** A row id (PostgreSQL integer). */
  id: { min: 1, max: 2_147_483_647 },
  latitude: { min: -90, max: 90 },
  longitude: { min: -180, max: 180 },
  /** A calendar day, YYYY-MM-DD. */
  date: { maxLength: 10 },
  /** An IANA time zone name. */
  timezone: { maxLength: 64 },
  /** An Idempotency-Key, 1 to 255 visible ASCII characters. */
  idempotencyKey: { maxLength: 255 },
  /** A page cursor this API wrote. */
  cursor: { maxLength: 500 },
  /** A token shown to its holder once (edit tokens, venue tokens, mail links). */
  token: { maxLength: 1000 },
  /** An account's subject at the identity provider. */
  subject: { maxLength: 255 },
  /** A message from staff to a submitter, or a submitter's note. */
  message: { maxLength: 2000 },
} as const satisfies Record<string, Bounds>;
