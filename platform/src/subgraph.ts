import 'reflect-metadata';
import { ApolloServerPluginInlineTraceDisabled } from '@apollo/server/plugin/disabled';
import { buildSubgraphSchema, printSubgraphSchema } from '@apollo/subgraph';
import { mergeDeep, printSchemaWithDirectives } from '@graphql-tools/utils';
import type { GraphQLSchema } from 'graphql';
import { gql } from 'graphql-tag';
import { buildSchema, createResolversMap, type BuildSchemaOptions } from 'type-graphql';
import { databaseReady, openDatabase, type EntityManager, type MikroORM, type ServiceDatabase } from './db.ts';
import { serveGraphQL, type RequestInfo } from './graphql-server.ts';
import { TokenVerifier, type Caller } from './auth.ts';
import { GatewayClient } from './gateway-client.ts';
import { scopeAuthChecker } from './subgraph-auth.ts';
import type { RunningServer } from './http.ts';
import { createLogger } from './logger.ts';
import { loadSubgraphConfig } from './service-config.ts';

const FEDERATION = `extend schema @link(url: "https://specs.apollo.dev/federation/v2.7", import: ["@key", "@shareable", "@external", "@requires", "@provides"])`;

/** `__resolveReference` (and any hand-written resolvers) by type name. */
export type ReferenceResolvers = Record<string, Record<string, (...args: never[]) => unknown>>;

/** type-graphql classes -> an Apollo Federation 2 subgraph schema. */
export async function buildFederatedSchema(
  options: Pick<BuildSchemaOptions, 'resolvers' | 'orphanedTypes'>,
  referenceResolvers: ReferenceResolvers = {},
): Promise<GraphQLSchema> {
  const schema = await buildSchema({ ...options, authChecker: scopeAuthChecker, authMode: 'error', skipCheck: true, validate: false });
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
  em: EntityManager;
  /** The verified caller, or null without a token; verified on first use, so public fields never pay for it. */
  caller: () => Promise<Caller | null>;
  /** Asks other services through the gateway; pass this context as the call context to forward the caller's credentials. */
  gateway: GatewayClient;
}

export interface SubgraphDefinition<Context extends SubgraphContext> {
  name: string;
  database: ServiceDatabase;
  schema: () => Promise<GraphQLSchema>;
  /** Adds per-request state (DataLoaders) to the base context. */
  context: (base: SubgraphContext) => Context;
}

/** config -> orm (migrated) -> schema -> listen. What every subgraph's main.ts does. */
export async function startSubgraph<Context extends SubgraphContext>(
  definition: SubgraphDefinition<Context>,
  options: { port: number; databaseUrl: string; oidcIssuer: string; oidcAudience: string; gatewayUrl: string },
): Promise<RunningServer & { orm: MikroORM }> {
  const log = createLogger(definition.name);
  const orm = await openDatabase(definition.database, { url: options.databaseUrl, log });
  const schema = await definition.schema();
  const verifier = new TokenVerifier(options.oidcIssuer, options.oidcAudience);
  const gateway = new GatewayClient(options.gatewayUrl);
  const running = await serveGraphQL<Context>({
    apollo: { schema, plugins: [ApolloServerPluginInlineTraceDisabled()] },
    log,
    port: options.port,
    context: (request) => {
      let caller: Promise<Caller | null> | undefined;
      return definition.context({
        ...request,
        em: orm.em.fork() as EntityManager,
        gateway,
        caller: () => (caller ??= verifier.verify(request.authorization)),
      });
    },
    readiness: async () => ({ database: await databaseReady(orm) }),
    onClose: () => orm.close(),
  });
  return { ...running, orm };
}

/** A subgraph's whole main.ts: read and check its configuration, then start it. */
export async function runSubgraph<Context extends SubgraphContext>(definition: SubgraphDefinition<Context>, defaultPort: number) {
  const config = loadSubgraphConfig(defaultPort);
  return startSubgraph(definition, {
    port: config.PORT,
    databaseUrl: config.DATABASE_URL,
    oidcIssuer: config.OIDC_ISSUER,
    oidcAudience: config.OIDC_AUDIENCE,
    gatewayUrl: config.GATEWAY_URL,
  });
}
