import {
  getNamedType,
  getNullableType,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isIntrospectionType,
  isLeafType,
  isListType,
  isObjectType,
  type DocumentNode,
  type GraphQLSchema,
} from 'graphql';
import { getComplexity, type ComplexityEstimator } from 'graphql-query-complexity';

/**
 * What an operation costs before it runs: the number of objects it may resolve. Each object costs 1 (scalars and
 * enums cost nothing: the document's token limit bounds them), and a list multiplies what is asked of each item by
 * how many items it may hold: its `limit` argument when it has one, the number of `representations` for a
 * subgraph's `_entities`, and otherwise `listSize`, the size assumed for lists without a bound. Introspection lists
 * count with this schema's own sizes (how many types, how many fields a type has on average), so the usual
 * introspection query fits while a query that walks `fields { type { fields ... } }` round and round does not.
 */
export function queryCost(options: {
  schema: GraphQLSchema;
  document: DocumentNode;
  operationName?: string | null;
  variables?: Record<string, unknown>;
  listSize: number;
}): number {
  return getComplexity({
    schema: options.schema,
    query: options.document,
    operationName: options.operationName ?? undefined,
    variables: options.variables ?? {},
    estimators: [listMultiplyingEstimator(options.listSize, introspectionSizes(options.schema))],
  });
}

function listMultiplyingEstimator(listSize: number, introspection: Record<string, number>): ComplexityEstimator {
  return ({ type, field, args, childComplexity }) => {
    if (isLeafType(getNamedType(field.type))) return 0;
    if (!isListType(getNullableType(field.type))) return 1 + childComplexity;
    const items =
      typeof args.limit === 'number'
        ? args.limit
        : Array.isArray(args.representations)
          ? args.representations.length
          : isIntrospectionType(type)
            ? (introspection[field.name] ?? listSize)
            : listSize;
    return Math.max(0, items) * (1 + childComplexity);
  };
}

const sizesBySchema = new WeakMap<GraphQLSchema, Record<string, number>>();

/** How long each introspection list of this schema is: exactly for the whole schema, on average for one type or field. */
function introspectionSizes(schema: GraphQLSchema): Record<string, number> {
  let sizes = sizesBySchema.get(schema);
  if (sizes) return sizes;
  const types = Object.values(schema.getTypeMap());
  const average = (counts: number[]) => Math.max(1, Math.ceil(counts.reduce((sum, n) => sum + n, 0) / Math.max(1, counts.length)));
  const withFields = types.filter((type) => isObjectType(type) || isInterfaceType(type));
  const fields = withFields.flatMap((type) => Object.values(type.getFields()));
  sizes = {
    types: types.length,
    directives: schema.getDirectives().length,
    fields: average(withFields.map((type) => Object.keys(type.getFields()).length)),
    args: average(fields.map((field) => field.args.length)),
    inputFields: average(types.filter(isInputObjectType).map((type) => Object.keys(type.getFields()).length)),
    enumValues: average(types.filter(isEnumType).map((type) => type.getValues().length)),
    interfaces: 1,
    possibleTypes: 1,
  };
  sizesBySchema.set(schema, sizes);
  return sizes;
}
