import {
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  parse,
  typeFromAST,
  type GraphQLInputType,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';
import type { Operation } from '@local-events/platform';

/** Every module whose exports include operations the project's own clients send to the gateway. */
const MODULES = {
  'api facade': [
    import('../../facades/api/src/operations/events.ts'),
    import('../../facades/api/src/operations/locations.ts'),
    import('../../facades/api/src/operations/review.ts'),
    import('../../facades/api/src/operations/submissions.ts'),
    import('../../facades/api/src/operations/venue-admin.ts'),
    import('../../facades/api/src/operations/venues.ts'),
  ],
  site: [import('../../facades/site/src/operations.ts')],
  'submissions service': [import('../../services/submissions/src/gateway-operations.ts')],
  'events service': [import('../../services/events/src/notify-submitter.ts'), import('../../services/events/src/venue-access.ts')],
  'development tools': [import('../../infra/src/identity/operations.ts')],
};

const isOperation = (value: unknown): value is Operation<unknown> =>
  typeof value === 'object' && value !== null && typeof (value as Operation<unknown>).name === 'string' && typeof (value as Operation<unknown>).document === 'string';

/** Each client operation, named after who sends it. */
export async function clientOperations(): Promise<{ client: string; operation: Operation<unknown> }[]> {
  const found = [];
  for (const [client, modules] of Object.entries(MODULES)) {
    for (const module of await Promise.all(modules)) {
      for (const value of Object.values(module)) if (isOperation(value)) found.push({ client, operation: value });
    }
  }
  return found;
}

/**
 * Variables an operation accepts, each as large as a caller may make it where size matters (`limit`: 500, the most
 * any list allows), so that what is measured is the operation's worst case.
 */
export function worstCaseVariables(schema: GraphQLSchema, document: string): Record<string, unknown> {
  const operation = parse(document).definitions.find((definition): definition is OperationDefinitionNode => definition.kind === 'OperationDefinition')!;
  const value = (type: GraphQLInputType, name: string): unknown => {
    if (isNonNullType(type)) return value(type.ofType, name);
    if (isListType(type)) return [value(type.ofType, name)];
    if (isInputObjectType(type)) {
      const fields = Object.values(type.getFields()).filter((field) => isNonNullType(field.type));
      return Object.fromEntries(fields.map((field) => [field.name, value(field.type, field.name)]));
    }
    const scalar = getNamedType(type).name;
    if (scalar === 'Int') return name === 'limit' ? 500 : 1;
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
