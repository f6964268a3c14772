import 'reflect-metadata';
import { ApolloServerPluginInlineTraceDisabled } from '@apollo/server/plugin/disabled';
import { buildSubgraphSchema, printSubgraphSchema } from '@apollo/subgraph';
import { mergeDeep, printSchemaWithDirectives } from '@graphql-tools/utils';
import { buildSchema as buildSdlSchema, type GraphQLSchema } from 'graphql';
import { gql } from 'graphql-tag';
import { buildSchema, createResolversMap, type BuildSchemaOptions } from 'type-graphql';
import { databaseReady, openDatabase, type EntityManager, type MikroORM, type ServiceDatabase, type SqlDatabase } from './db.ts';
import { serveGraphQL, type RequestInfo } from './graphql-server.ts';
import { TokenVerifier, type Caller } from './auth.ts';
import { GatewayClient } from './gateway-client.ts';
import { scopeAuthChecker } from './subgraph-auth.ts';
import type { RunningServer } from './http.ts';
import { createLogger, type Logger } from './logger.ts';
import { loadSubgraphConfig } from './service-config.ts';
import { operationLimitsFrom, type OperationLimits } from './operation-limits.ts';
import { timeBudgetOf, type TimeBudget } from './time-budget.ts';
import { CONSTRAINT_DIRECTIVE_SDL, CONSTRAINT_LINK } from './argument-constraints.ts';
import { ServiceCredentials } from './service-credentials.ts';

const FEDERATION = `extend schema @link(url: "https://specs.apollo.dev/federation/v2.7", import: ["@key", "@shareable", "@external", "@requires", "@provides", "@inaccessible", "@composeDirective"]) ${CONSTRAINT_LINK}`;

/** `@constraint`, declared in every subgraph alike (composition asks for one definition). */
const constraintDirective = buildSdlSchema(CONSTRAINT_DIRECTIVE_SDL).getDirective('constraint')!;

/** `__resolveReference` (and any hand-written resolvers) by type name. */
export type ReferenceResolvers = Record<string, Record<string, (...args: never[]) => unknown>>;

/** type-graphql classes -> an Apollo Federation 2 subgraph schema. */
export async function buildFederatedSchema(
  options: Pick<BuildSchemaOptions, 'resolvers' | 'orphanedTypes'>,
  referenceResolvers: ReferenceResolvers = {},
): Promise<GraphQLSchema> {
  const schema = await buildSchema({
    ...options,
    authChecker: scopeAuthChecker,
    authMode: 'error',
    skipCheck: true,
    validate: false,
    directives: [constraintDirective],
  });
  return buildSubgraphSchema([
    {
      typeDefs: gql(`${FEDERATION}\n${printSchemaWithDirectives(schema)}`),
      resolvers: mergeDeep([createResolversMap(schema), referenceResolvers]),
    },
  ]);
}

/** The SDL a subgraph publishes: the contract between teams, and the input of composition. */
export const subgraphSdl = (schema: GraphQLSchema) => printSubgraphSchema(schema);

export interface SubgraphContext extends RequestInfo {
  /** This request's unit of work (entities, identity map), forked on first use. */
  readonly em: EntityManager;
  /** The service's shared manager for hand-written SQL (`query`, `preparedQuery`): nothing to fork or track. */
  db: SqlDatabase;
  /** The verified caller, or null without a token; verified on first use, so public fields never pay for it. */
  caller: () => Promise<Caller | null>;
  /** Asks other services through the gateway; pass this context as the call context to forward the caller's credentials. */
  gateway: GatewayClient;
}

/**
 * The base of every request's context. Forking a unit of work costs about as much as the rest of a small read,
 * and public reads are plain SQL, so `em` forks on first use. It is a getter on the prototype because Apollo
 * Server copies a context's own properties for each operation (which would read it), and the fork sits in a box
 * the copies share, so that loaders made before the copy and resolvers after it use one unit of work.
 */
class RequestContext implements SubgraphContext {
  declare requestId: string;
  declare log: Logger;
  declare authorization?: string;
  declare venueToken?: string;
  declare clientAddress?: string;
  readonly db: SqlDatabase;
  private readonly unitOfWork: { em?: EntityManager } = {};

  constructor(
    request: RequestInfo,
    private readonly root: EntityManager,
    readonly gateway: GatewayClient,
    readonly caller: () => Promise<Caller | null>,
  ) {
    Object.assign(this, request);
    this.db = root;
  }

  get em(): EntityManager {
    this.unitOfWork.em ??= this.root.fork() as EntityManager;
    return this.unitOfWork.em;
  }
}

/** What a service's `setup` may use: its database, its log, the gateway, and its own credentials. */
export interface SubgraphRuntime {
  orm: MikroORM;
  log: Logger;
  gateway: GatewayClient;
  databaseUrl: string;
  /** Calls other services as this service (client credentials), for services that declare `serviceScopes`. */
  credentials?: ServiceCredentials;
  /** The timeouts this service must keep within (how long a request may wait, when a job counts as lost). */
  budget: TimeBudget;
}

export interface SubgraphDefinition<Context extends SubgraphContext, Extras extends object = object> {
  name: string;
  database: ServiceDatabase;
  schema: () => Promise<GraphQLSchema>;
  /** The scopes this service's own token asks for when it calls others as itself (needs OIDC_CLIENT_ID/SECRET). */
  serviceScopes?: string[];
  /** Starts what runs beside the API (job workers, mail), once at start; `close` runs before the database closes. */
  setup?: (runtime: SubgraphRuntime) => Promise<Extras & { close?: () => Promise<void> }>;
  /** What a request's context has beyond the base one (DataLoaders, what `setup` started). */
  context: (base: SubgraphContext, extras: Extras) => Omit<Context, keyof SubgraphContext>;
}

/** config -> orm (migrated) -> schema -> listen. What every subgraph's main.ts does. */
export async function startSubgraph<Context extends SubgraphContext, Extras extends object>(
  definition: SubgraphDefinition<Context, Extras>,
  options: {
    port: number;
    host?: string;
    databaseUrl: string;
    oidcIssuer: string;
    oidcAudience: string;
    gatewayUrl: string;
    gatewaySecret: string;
    limits: OperationLimits;
    budget: TimeBudget;
    client?: { id: string; secret: string };
  },
): Promise<RunningServer & { orm: MikroORM }> {
  const log = createLogger(definition.name);
  const orm = await openDatabase(definition.database, { url: options.databaseUrl, log });
  const schema = await definition.schema();
  const verifier = new TokenVerifier(options.oidcIssuer, options.oidcAudience);
  const gateway = new GatewayClient(options.gatewayUrl, {
    timeoutMs: options.budget.GATEWAY_TIMEOUT_MS,
    gatewaySecret: options.gatewaySecret,
  });
  const credentials =
    definition.serviceScopes && options.client
      ? new ServiceCredentials(options.oidcIssuer, options.client.id, options.client.secret, definition.serviceScopes.join(' '))
      : undefined;
  const extras: Extras & { close?: () => Promise<void> } = definition.setup
    ? await definition.setup({ orm, log, gateway, databaseUrl: options.databaseUrl, credentials, budget: options.budget })
    : ({} as Extras);
  const running = await serveGraphQL<Context>({
    apollo: { schema, plugins: [ApolloServerPluginInlineTraceDisabled()] },
    log,
    port: options.port,
    host: options.host,
    callers: { kind: 'gateway-only', gatewaySecret: options.gatewaySecret },
    limits: options.limits,
    context: (request) => {
      let caller: Promise<Caller | null> | undefined;
      const base: SubgraphContext = new RequestContext(request, orm.em, gateway, () => (caller ??= verifier.verify(request.authorization)));
      // Assigned onto the base, not spread into a new object, which would lose the getter.
      return Object.assign(base, definition.context(base, extras)) as Context;
    },
    readiness: async () => ({ database: await databaseReady(orm) }),
    onClose: async () => {
      await extras.close?.();
      await orm.close();
    },
  });
  return { ...running, orm };
}

/** A subgraph's whole main.ts: read and check its configuration, then start it. */
export async function runSubgraph<Context extends SubgraphContext, Extras extends object>(
  definition: SubgraphDefinition<Context, Extras>,
  defaultPort: number,
) {
  const config = loadSubgraphConfig(defaultPort, { needsClient: Boolean(definition.serviceScopes) });
  return startSubgraph(definition, {
    port: config.PORT,
    host: config.HOST,
    databaseUrl: config.DATABASE_URL,
    oidcIssuer: config.OIDC_ISSUER,
    oidcAudience: config.OIDC_AUDIENCE,
    gatewayUrl: config.GATEWAY_URL,
    gatewaySecret: config.GATEWAY_SECRET,
    limits: operationLimitsFrom(config),
    budget: timeBudgetOf(config),
    client:
      config.OIDC_CLIENT_ID && config.OIDC_CLIENT_SECRET ? { id: config.OIDC_CLIENT_ID, secret: config.OIDC_CLIENT_SECRET } : undefined,
  });
}
