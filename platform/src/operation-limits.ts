import type { ApolloServerOptions, ApolloServerPlugin, BaseContext, GraphQLRequestListener } from '@apollo/server';
import { ApolloArmor } from '@escape.tech/graphql-armor';
import type { GraphQLArmorRejectCallback } from '@escape.tech/graphql-armor-types';
import { getVariableValues, GraphQLError, validate, type ValidationRule } from 'graphql';
import { Counter } from 'prom-client';
import { metrics } from './metrics.ts';
import { z } from 'zod';
import { queryCost } from './query-cost.ts';
import { argumentConstraints } from './argument-constraints.ts';

const bound = (fallback: number, max: number) => z.coerce.number().int().min(1).max(max).default(fallback);

/**
 * The limits every GraphQL process (the gateway and each subgraph) applies before it runs an operation. Every
 * operation the facades, the site and the services send stays far inside them (test/graphql/operation-limits.system.test.ts
 * measures each one); see docs/graphql.md, "Operation limits".
 */
export const operationLimitsConfig = {
  /** Nesting of fields (fragments flattened). */
  GRAPHQL_MAX_DEPTH: bound(12, 100),
  GRAPHQL_MAX_ALIASES: bound(15, 1000),
  GRAPHQL_MAX_DIRECTIVES: bound(20, 1000),
  /** Lexical tokens in the document, counted while parsing, so a huge document is not even parsed whole. */
  GRAPHQL_MAX_TOKENS: bound(1000, 100_000),
  /** Objects an operation may resolve, lists multiplied by their size (see query-cost.ts). */
  GRAPHQL_MAX_COST: bound(50_000, 10_000_000),
  /** The size assumed for a list without a `limit` argument. */
  GRAPHQL_LIST_SIZE: bound(20, 10_000),
  /** `production` turns off introspection, "Did you mean" suggestions and the gateway's explorer. */
  NODE_ENV: z.string().default('development'),
};

export type OperationLimitsSettings = z.infer<z.ZodObject<typeof operationLimitsConfig>>;

export interface OperationLimits {
  maxDepth: number;
  maxAliases: number;
  maxDirectives: number;
  maxTokens: number;
  maxCost: number;
  listSize: number;
  production: boolean;
}

export const operationLimitsFrom = (settings: OperationLimitsSettings): OperationLimits => ({
  maxDepth: settings.GRAPHQL_MAX_DEPTH,
  maxAliases: settings.GRAPHQL_MAX_ALIASES,
  maxDirectives: settings.GRAPHQL_MAX_DIRECTIVES,
  maxTokens: settings.GRAPHQL_MAX_TOKENS,
  maxCost: settings.GRAPHQL_MAX_COST,
  listSize: settings.GRAPHQL_LIST_SIZE,
  production: settings.NODE_ENV === 'production',
});

/** The defaults, for processes started without their own configuration (tests, tools). */
export const DEFAULT_OPERATION_LIMITS = operationLimitsFrom(z.object(operationLimitsConfig).parse({}));

/** Like any other invalid operation (Apollo gives validation errors this code), with `limit` naming the limit. */
const refused = (message: string, extensions: Record<string, unknown>) =>
  new GraphQLError(`Operation refused: ${message}`, { extensions: { code: 'GRAPHQL_VALIDATION_FAILED', ...extensions } });

/** GraphQL Armor reports a limit as a "Syntax Error"; say plainly which limit it was. */
const reportLimit =
  (limit: string): GraphQLArmorRejectCallback =>
  (context, error) =>
    context?.reportError(refused(error.message.replace(/^Syntax Error: /, ''), { limit }));

/** The time checking the limits takes (`npm run bench` reads it, as a share of each path's CPU time). */
const checkSeconds = new Counter({
  name: 'graphql_operation_limits_seconds_total',
  help: 'Time spent checking operations against the operation limits, by check',
  labelNames: ['check'] as const,
  registers: [metrics],
});

/**
 * Seconds since `started` (process.hrtime.bigint(), about 50 ns to read). Wall time: on a busy machine a check is now
 * and then interrupted by the scheduler, so what is counted is an upper bound on the CPU the checks take. CPU time
 * itself is no option: process.cpuUsage() measured about 60 µs a call in a busy gateway, and the thread's own CPU
 * time is kept per scheduler tick, far coarser than one check.
 */
const secondsSince = (started: bigint) => Number(process.hrtime.bigint() - started) / 1e9;

/**
 * The limit rules as one validation rule that runs them in a visit of their own, so that their time is theirs alone
 * (Apollo runs validation once per distinct document, and keeps validated documents).
 */
function timedRules(rules: readonly ValidationRule[]): ValidationRule {
  const timed = timedCheck('rules');
  return (context) => ({
    Document: {
      enter(document) {
        for (const error of timed(() => validate(context.getSchema(), document, rules))) context.reportError(error);
        return false;
      },
    },
  });
}

/** Runs a check, counting its time under `check`. */
function timedCheck(check: string) {
  const counted = checkSeconds.labels(check);
  return <T>(run: () => T): T => {
    const started = process.hrtime.bigint();
    try {
      return run();
    } finally {
      counted.inc(secondsSince(started));
    }
  };
}

/** Subscriptions are not offered: refused as invalid (400) before the gateway would fail to plan one. */
const noSubscriptions: ValidationRule = (context) => ({
  OperationDefinition(operation) {
    if (operation.operation !== 'subscription') return;
    context.reportError(
      new GraphQLError('Subscriptions are not offered; ask with a query (or a mutation).', {
        nodes: [operation],
        extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
      }),
    );
  },
});

/** What an operation that passed every limit spends of its caller's quota (the gateway's CostQuota), by its cost. */
export type SpendCost = (cost: number, context: BaseContext) => Promise<void>;

/**
 * Refuses a request naming no operation of its document that can run (an unknown `operationName`, or none for a
 * document of several): Apollo leaves that to execution, where the gateway failed it with a 500.
 */
const operationNamed: ApolloServerPlugin = {
  async requestDidStart() {
    return {
      async didResolveOperation({ request, operation }) {
        if (operation) return;
        const message = request.operationName
          ? `Unknown operation named "${request.operationName}".`
          : 'Name the operation to run (operationName): the document holds several.';
        throw new GraphQLError(message, { extensions: { code: 'BAD_REQUEST', http: { status: 400 } } });
      },
    };
  },
};

/**
 * Refuses an operation whose cost is over the budget, once its variables are known and before anything runs; then
 * spends its cost from the caller's quota, when there is one.
 */
function costLimit(limits: OperationLimits, spend?: SpendCost): ApolloServerPlugin {
  const timed = timedCheck('cost');
  const costOf = ({
    schema,
    document,
    request,
    operation,
  }: Parameters<NonNullable<GraphQLRequestListener<BaseContext>['didResolveOperation']>>[0]) => {
    try {
      return queryCost({ schema, document, operationName: request.operationName, variables: request.variables, listSize: limits.listSize });
    } catch (error) {
      // Variables that do not fit the operation: execution refuses them, with the message it gives for that.
      if (getVariableValues(schema, operation?.variableDefinitions ?? [], request.variables ?? {}).errors) return undefined;
      // Too many fields once fragments are spread, an argument that cannot be read: what cannot be counted does not run.
      throw refused(`its cost cannot be counted: ${(error as Error).message}`, {
        limit: 'cost',
        maxCost: limits.maxCost,
        http: { status: 400 },
      });
    }
  };
  return {
    async requestDidStart() {
      return {
        async didResolveOperation(requestContext) {
          const cost = timed(() => costOf(requestContext));
          if (cost === undefined) return;
          if (cost > limits.maxCost) {
            throw refused(
              `it would cost ${cost}, over the limit of ${limits.maxCost} (each object 1, lists multiplied by their limit, or by ${limits.listSize} without one).`,
              {
                limit: 'cost',
                cost,
                maxCost: limits.maxCost,
                http: { status: 400 },
              },
            );
          }
          await spend?.(cost, requestContext.contextValue);
        },
      };
    },
  };
}

/**
 * Apollo Server options that bound every operation before it runs (GraphQL Armor for depth, aliases and
 * directives, graphql-js for tokens, the schema's `@constraint`s for each argument's size and range,
 * graphql-query-complexity for cost) and, in production, hide the schema:
 * no introspection and no "Did you mean" suggestions.
 */
export function limitOperations(
  limits: OperationLimits,
  spend?: SpendCost,
): Pick<
  ApolloServerOptions<BaseContext>,
  'validationRules' | 'plugins' | 'parseOptions' | 'introspection' | 'hideSchemaDetailsFromClientErrors' | 'allowBatchedHttpRequests'
> {
  const armor = new ApolloArmor({
    // Introspection is bounded by cost instead, which counts its lists with the schema's own sizes.
    maxDepth: {
      n: limits.maxDepth,
      flattenFragments: true,
      ignoreIntrospection: true,
      propagateOnRejection: false,
      onReject: [reportLimit('depth')],
    },
    // Every alias counts: Armor would let any number through under the name __typename, whatever field they alias.
    maxAliases: { n: limits.maxAliases, allowList: [], propagateOnRejection: false, onReject: [reportLimit('aliases')] },
    maxDirectives: { n: limits.maxDirectives, propagateOnRejection: false, onReject: [reportLimit('directives')] },
    // Counted by graphql-js itself while parsing (parseOptions below), and cost by graphql-query-complexity, which
    // multiplies through lists; Armor's own versions parse the document a second time and add costs flatly.
    maxTokens: { enabled: false },
    costLimit: { enabled: false },
    // Apollo's own hideSchemaDetailsFromClientErrors does this, in production only.
    blockFieldSuggestion: { enabled: false },
  }).protect();
  return {
    // What Armor is used for here are validation rules only; it adds no plugins with this configuration.
    validationRules: [noSubscriptions, timedRules(armor.validationRules)],
    plugins: [operationNamed, argumentConstraints(timedCheck('constraints')), costLimit(limits, spend)],
    parseOptions: { maxTokens: limits.maxTokens },
    introspection: !limits.production,
    hideSchemaDetailsFromClientErrors: limits.production,
    allowBatchedHttpRequests: false,
  };
}
