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
  visit,
  type DocumentNode,
  type GraphQLSchema,
} from 'graphql';
import { getComplexity, type ComplexityEstimator } from 'graphql-query-complexity';

/**
 * What an operation costs before it runs: the number of objects it may resolve, and the items of the lists it is given.
 * Each object costs 1 (scalars and enums cost nothing: the document's token limit bounds them), so does each item of
 * a list argument, literal or variable (`weeklyEventCounts(zoneIds: $ids)` costs the ids it is given), and a list multiplies what is asked of each item by
 * how many items it may hold: its `limit` argument when it has one, the number of `representations` for a
 * subgraph's `_entities`, and otherwise `listSize`, the size assumed for lists without a bound. A connection (an object
 * field with a `limit`, like `searchEvents` or `reviewQueue`) sizes the lists inside it (`edges`, `nodes`) by that limit. Introspection lists
 * count with this schema's own sizes (how many types, how many fields a type has on average), so the usual
 * introspection query fits while a query that walks `fields { type { fields ... } }` round and round does not.
 */
export function queryCost(options: CostQuestion): number {
  const known = knownCosts(options.schema, options.document);
  const key = costKey(known, options.operationName, options.variables);
  const cost = known.costs.get(key);
  if (cost !== undefined) return cost;
  const computed = computedCost(options);
  if (known.costs.size >= MAX_KNOWN_COSTS) known.costs.clear();
  known.costs.set(key, computed);
  return computed;
}

interface CostQuestion {
  schema: GraphQLSchema;
  document: DocumentNode;
  operationName?: string | null;
  variables?: Record<string, unknown>;
  listSize: number;
}

/** Arguments whose values change what an operation costs: a list's size, a directive's condition. */
const COST_ARGUMENTS = new Set(['limit', 'representations', 'if']);
const MAX_KNOWN_COSTS = 256;

interface KnownCosts {
  schema: GraphQLSchema;
  /** The variables a cost argument takes: the cost depends on their values. */
  variables: string[];
  /** Every other variable: the cost depends on how many list items its value holds. */
  others: string[];
  /** Costs by those variables' values (a list by its length). */
  costs: Map<string, number>;
}

const knownByDocument = new WeakMap<DocumentNode, KnownCosts>();

/**
 * The costs already computed for a document: the same operation asked again with other values of variables its cost
 * does not depend on (a zone id, a date) costs the same, so the gateway and the subgraphs, which see the same few
 * documents over and over (Apollo keeps parsed documents), count each shape once.
 */
function knownCosts(schema: GraphQLSchema, document: DocumentNode): KnownCosts {
  let known = knownByDocument.get(document);
  if (!known || known.schema !== schema) {
    const variables = new Set<string>();
    const all = new Set<string>();
    visit(document, {
      VariableDefinition: (definition) => void all.add(definition.variable.name.value),
      Argument(argument) {
        if (COST_ARGUMENTS.has(argument.name.value))
          visit(argument.value, { Variable: (variable) => void variables.add(variable.name.value) });
      },
    });
    known = { schema, variables: [...variables].sort(), others: [...all].filter((name) => !variables.has(name)).sort(), costs: new Map() };
    knownByDocument.set(document, known);
  }
  return known;
}

/** The values the cost depends on: a list by its length and items, an absent variable apart from an explicit null, and the items of every other variable. */
const costKey = (known: KnownCosts, operationName: string | null | undefined, variables: Record<string, unknown> = {}) =>
  JSON.stringify([
    operationName ?? null,
    ...known.variables.map((name) => {
      const value = variables[name];
      if (!Object.hasOwn(variables, name)) return ['absent'];
      return Array.isArray(value) ? ['list', value.length, listItems(value)] : ['value', value];
    }),
    ...known.others.map((name) => listItems(variables[name])),
  ]);

function computedCost(options: CostQuestion): number {
  return getComplexity({
    schema: options.schema,
    query: options.document,
    operationName: options.operationName ?? undefined,
    variables: options.variables ?? {},
    estimators: [listMultiplyingEstimator(options.listSize, introspectionSizes(options.schema))],
  });
}

/** The items of every list in an argument's value, nested lists and lists inside input objects included. */
export function listItems(value: unknown): number {
  if (Array.isArray(value)) return value.reduce((sum: number, item) => sum + 1 + listItems(item), 0);
  if (typeof value === 'object' && value !== null) return Object.values(value).reduce((sum: number, field) => sum + listItems(field), 0);
  return 0;
}

function listMultiplyingEstimator(listSize: number, introspection: Record<string, number>): ComplexityEstimator {
  // Each item a list argument is given costs 1 too: the servers read, check and answer for every one of them.
  return (options) => listItems(options.args) + objectsCost(options, listSize, introspection);
}

/** The objects a field may resolve: 1 for an object, a list's size times what each item asks for, nothing for a scalar. */
function objectsCost(
  { type, field, args, childComplexity }: Parameters<ComplexityEstimator>[0],
  listSize: number,
  introspection: Record<string, number>,
): number {
  if (isLeafType(getNamedType(field.type))) return 0;
  // A connection (one object with a page `limit`, its edges and nodes lists inside): those lists hold `limit` items.
  if (!isListType(getNullableType(field.type)))
    return 1 + (typeof args.limit === 'number' ? (childComplexity * Math.max(0, args.limit)) / listSize : childComplexity);
  const items =
    typeof args.limit === 'number'
      ? args.limit
      : Array.isArray(args.representations)
        ? args.representations.length
        : isIntrospectionType(type)
          ? (introspection[field.name] ?? listSize)
          : listSize;
  return Math.max(0, items) * (1 + childComplexity);
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
