import { registerEnumType } from 'type-graphql';

/**
 * A GraphQL enum whose values are the words themselves (`ready_for_review`, not READY_FOR_REVIEW), so that the graph,
 * REST and MCP say the same thing, and typed clients get the list from the schema instead of a copy of it.
 */
export function graphqlEnum<const Value extends string>(name: string, values: readonly Value[], description: string): { [V in Value]: V } {
  const enumObject = Object.fromEntries(values.map((value) => [value, value])) as { [V in Value]: V };
  registerEnumType(enumObject, { name, description });
  return enumObject;
}
