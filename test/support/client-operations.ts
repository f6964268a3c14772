import {
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  parse,
  typeFromAST,
  visit,
  type GraphQLInputType,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';

/** The most a page's `limit` accepts (the events service refuses more); other lists accept up to 500. */
const PAGE_LIMITS: Record<string, number> = { reviewQueue: 50, searchEvents: 50 };

/**
 * Variables an operation accepts, each as large as a caller may make it where size matters (a `limit`: what the field
 * it sizes accepts at most, 500 for a list), so that what is measured is the operation's worst case.
 */
export function worstCaseVariables(schema: GraphQLSchema, document: string): Record<string, unknown> {
  const parsed = parse(document);
  const operation = parsed.definitions.find(
    (definition): definition is OperationDefinitionNode => definition.kind === 'OperationDefinition',
  )!;
  const largestLimit = new Map<string, number>();
  visit(parsed, {
    Field(field) {
      for (const argument of field.arguments ?? []) {
        if (argument.name.value !== 'limit' || argument.value.kind !== 'Variable') continue;
        const name = argument.value.name.value;
        largestLimit.set(name, Math.max(largestLimit.get(name) ?? 0, PAGE_LIMITS[field.name.value] ?? 500));
      }
    },
  });
  const value = (type: GraphQLInputType, name: string): unknown => {
    if (isNonNullType(type)) return value(type.ofType, name);
    if (isListType(type)) return [value(type.ofType, name)];
    if (isInputObjectType(type)) {
      const fields = Object.values(type.getFields()).filter((field) => isNonNullType(field.type));
      return Object.fromEntries(fields.map((field) => [field.name, value(field.type, field.name)]));
    }
    const scalar = getNamedType(type).name;
    if (scalar === 'Int') return largestLimit.get(name) ?? (name === 'limit' ? 500 : 1);
    if (scalar === 'Float') return 1.5;
    if (scalar === 'Boolean') return true;
    if (scalar === 'DateTimeISO' || scalar === 'DateTime') return '2026-12-01T18:00:00.000Z';
    if (isEnumType(type)) return type.getValues()[0]!.name;
    return 'x';
  };
  return Object.fromEntries(
    (operation.variableDefinitions ?? []).map((definition) => {
      const type = typeFromAST(schema, definition.type as never) as GraphQLInputType;
      return [definition.variable.name.value, value(type, definition.variable.name.value)];
    }),
  );
}
