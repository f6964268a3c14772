import type { ApolloServerPlugin } from '@apollo/server';
import {
  buildSchema,
  getDirectiveValues,
  getNullableType,
  GraphQLError,
  GraphQLID,
  GraphQLString,
  isInputObjectType,
  isListType,
  Kind,
  TypeInfo,
  typeFromAST,
  valueFromAST,
  visit,
  visitWithTypeInfo,
  type DocumentNode,
  type GraphQLArgument,
  type GraphQLDirective,
  type GraphQLInputField,
  type GraphQLInputType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type ValueNode,
} from 'graphql';

/**
 * `@constraint`, after the GraphQL constraints RFC (the names graphql-constraint-directive uses): bounds on an argument
 * or input field that the schema declares, so that clients read them in each subgraph's SDL, and that every GraphQL
 * process checks before anything runs. `maxItems` bounds a list; on a list, the other bounds apply to each item.
 */
export const CONSTRAINT_DIRECTIVE_SDL = `directive @constraint(minLength: Int, maxLength: Int, min: Float, max: Float, maxItems: Int) on ARGUMENT_DEFINITION | INPUT_FIELD_DEFINITION`;

/** The link that carries `@constraint` from each subgraph's SDL into the supergraph, where the gateway reads it. */
export const CONSTRAINT_LINK =
  '@link(url: "https://local-events.dev/constraint/v1.0", import: ["@constraint"]) @composeDirective(name: "@constraint")';

interface Constraint {
  minLength?: number;
  maxLength?: number;
  min?: number;
  max?: number;
  maxItems?: number;
}

type Bounded = GraphQLArgument | GraphQLInputField;

/** Thrown inside the check, caught at its edge: the first bound an argument breaks. */
class Broken extends Error {
  constructor(
    /** The argument, and where in its value: `zoneIds`, `near.lat`, `categories[2]`. */
    readonly path: string,
    readonly reason: string,
    /** The field the argument is given to. */
    readonly field?: string,
  ) {
    super(`${field ? `${field}(${path})` : path} ${reason}`);
  }
}

/**
 * The bounds of every argument and input field, read once per schema. graphql-constraint-directive's own checker was
 * not used: its visit stops at the first field it cannot find in the schema (`__typename`), letting every argument
 * after it through unchecked, and it reads the directive again for each item of a list (about 7 µs an item).
 */
class Constraints {
  private readonly known = new WeakMap<Bounded, Constraint | null>();
  private readonly directive: GraphQLDirective;

  constructor(readonly schema: GraphQLSchema) {
    this.directive = schema.getDirective('constraint') ?? buildSchema(CONSTRAINT_DIRECTIVE_SDL).getDirective('constraint')!;
  }

  private readonly plans = new WeakMap<DocumentNode, Map<string, OperationPlan | null>>();

  /** The plan of the document's operation of that name (or its only one); null when there is no such operation. */
  planFor(document: DocumentNode, operationName: string | null | undefined): OperationPlan | null {
    let byName = this.plans.get(document);
    if (!byName) {
      byName = new Map();
      this.plans.set(document, byName);
    }
    const key = operationName ?? '';
    let plan = byName.get(key);
    if (plan === undefined) {
      const operations = document.definitions.filter(
        (definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION,
      );
      const operation = operationName ? operations.find((candidate) => candidate.name?.value === operationName) : operations[0];
      plan = operation ? planOf(this, document, operation) : null;
      byName.set(key, plan);
    }
    return plan;
  }

  of(definition: Bounded): Constraint | null {
    let constraint = this.known.get(definition);
    if (constraint === undefined) {
      constraint = (definition.astNode && (getDirectiveValues(this.directive, definition.astNode) as Constraint | undefined)) || null;
      this.known.set(definition, constraint);
    }
    return constraint;
  }

  /** Breaks (throws Broken) when `value`, of `type`, is outside `constraint` or holds an input field outside its own. */
  check(value: unknown, type: GraphQLInputType, constraint: Constraint | null, path: string): void {
    if (value === null || value === undefined) return;
    const nullable = getNullableType(type);
    if (isListType(nullable)) {
      // A single value where a list goes is read as a list of one.
      const items = Array.isArray(value) ? value : [value];
      if (constraint?.maxItems !== undefined && items.length > constraint.maxItems)
        throw new Broken(path, `may hold at most ${constraint.maxItems} items; it holds ${items.length}.`);
      const itemType = nullable.ofType as GraphQLInputType;
      if (!isInputObjectType(getNullableType(itemType)) && !hasItemBounds(constraint) && !isStringType(itemType)) return;
      items.forEach((item, index) => {
        this.check(item, itemType, constraint, `${path}[${index}]`);
      });
      return;
    }
    if (isInputObjectType(nullable)) {
      if (typeof value !== 'object') return;
      for (const field of Object.values(nullable.getFields()))
        this.check((value as Record<string, unknown>)[field.name], field.type, this.of(field), `${path}.${field.name}`);
      return;
    }
    // No text column can hold a NUL character: PostgreSQL refuses the whole statement.
    if (typeof value === 'string' && value.includes('\u0000')) throw new Broken(path, 'must not hold a NUL character.');
    if (!constraint) return;
    if (typeof value === 'string') {
      if (constraint.maxLength !== undefined && value.length > constraint.maxLength)
        throw new Broken(path, `must be at most ${constraint.maxLength} characters long.`);
      if (constraint.minLength !== undefined && value.length < constraint.minLength)
        throw new Broken(path, `must be at least ${constraint.minLength} characters long.`);
    } else if (typeof value === 'number') {
      if (constraint.min !== undefined && value < constraint.min) throw new Broken(path, `must be at least ${constraint.min}.`);
      if (constraint.max !== undefined && value > constraint.max) throw new Broken(path, `must be at most ${constraint.max}.`);
    }
  }
}

const isStringType = (type: GraphQLInputType) => {
  const named = getNullableType(type);
  return named === GraphQLString || named === GraphQLID;
};

const hasItemBounds = (constraint: Constraint | null) =>
  constraint !== null &&
  (constraint.maxLength !== undefined ||
    constraint.minLength !== undefined ||
    constraint.min !== undefined ||
    constraint.max !== undefined);

/** An argument whose value depends on the variables: checked on each request. */
interface VariableArgument {
  node: ValueNode;
  argument: GraphQLArgument;
  field: string;
}

/** What is known of one operation of a document before its variables: a literal breaking a bound, the rest to check. */
interface OperationPlan {
  operation: OperationDefinitionNode;
  literal: Broken | null;
  variable: VariableArgument[];
}

const refusal = (broken: Broken) =>
  new GraphQLError(`Argument ${broken.message}`, {
    extensions: { code: 'BAD_USER_INPUT', field: broken.path, limit: 'constraint', http: { status: 400 } },
  });

/** Checks one argument's value, naming the field it is given to when it breaks a bound. */
function checkArgument(constraints: Constraints, argument: GraphQLArgument, field: string, value: unknown) {
  try {
    constraints.check(value, argument.type, constraints.of(argument), argument.name);
  } catch (error) {
    if (error instanceof Broken) throw new Broken(error.path, error.reason, field);
    throw error;
  }
}

/**
 * One walk of the operation (its own fields and the fragments it spreads) with the schema's types: arguments written
 * as literals are checked then and there, once per document; those that take variables are kept for each request.
 */
function planOf(constraints: Constraints, document: DocumentNode, operation: OperationDefinitionNode): OperationPlan {
  const plan: OperationPlan = { operation, literal: null, variable: [] };
  const typeInfo = new TypeInfo(constraints.schema);
  visit(
    {
      ...document,
      definitions: document.definitions.filter((definition) => definition.kind !== Kind.OPERATION_DEFINITION || definition === operation),
    },
    visitWithTypeInfo(typeInfo, {
      Argument(node) {
        const argument = typeInfo.getArgument();
        const field = typeInfo.getFieldDef()?.name ?? '?';
        if (!argument) return;
        let hasVariables = false;
        visit(node.value, {
          Variable: () => {
            hasVariables = true;
          },
        });
        if (hasVariables) return void plan.variable.push({ node: node.value, argument, field });
        try {
          if (!plan.literal) checkArgument(constraints, argument, field, valueFromAST(node.value, argument.type));
        } catch (error) {
          if (!(error instanceof Broken)) throw error;
          plan.literal = error;
        }
      },
    }),
  );
  return plan;
}

/**
 * The first argument of the operation that breaks a bound, as a BAD_USER_INPUT error naming it; null when none
 * does. Apollo keeps parsed documents, so a document's walk is done once and each request checks its variables only.
 */
export function brokenConstraint(
  constraints: Constraints,
  document: DocumentNode,
  operationName: string | null | undefined,
  variables: Record<string, unknown>,
): GraphQLError | null {
  const plan = constraints.planFor(document, operationName);
  if (!plan) return null;
  if (plan.literal) return refusal(plan.literal);
  if (!plan.variable.length) return null;
  // The values as sent, not coerced: coercing 20,000 ids costs 7 ms, more than refusing them should. A value of the
  // wrong type is left alone here (execution refuses it); a default stands in for a variable not sent.
  const values: Record<string, unknown> = { ...variables };
  for (const definition of plan.operation.variableDefinitions ?? []) {
    const name = definition.variable.name.value;
    if (values[name] === undefined && definition.defaultValue)
      values[name] = valueFromAST(definition.defaultValue, typeFromAST(constraints.schema, definition.type as never) as GraphQLInputType);
  }
  try {
    for (const { node, argument, field } of plan.variable)
      checkArgument(constraints, argument, field, valueFromAST(node, argument.type, values));
  } catch (error) {
    if (!(error instanceof Broken)) throw error;
    return refusal(error);
  }
  return null;
}

/**
 * Refuses an operation whose arguments (literals or variables) break a `@constraint` of the schema, once its variables
 * are known and before anything runs. The gateway's client schema leaves type-system directives out, so the gateway
 * checks against its supergraph, which keeps them; a subgraph against its own schema.
 */
export function argumentConstraints(
  timed: (check: () => GraphQLError | null) => GraphQLError | null = (check) => check(),
): ApolloServerPlugin {
  let constraints: Constraints | undefined;
  return {
    async serverWillStart() {
      return {
        schemaDidLoadOrUpdate({ apiSchema, coreSupergraphSdl }) {
          constraints = new Constraints(coreSupergraphSdl ? buildSchema(coreSupergraphSdl) : apiSchema);
        },
      };
    },
    async requestDidStart() {
      return {
        async didResolveOperation({ document, request }) {
          if (!constraints) return;
          const broken = timed(() => brokenConstraint(constraints!, document, request.operationName, request.variables ?? {}));
          if (broken) throw broken;
        },
      };
    },
  };
}

export { Constraints };
