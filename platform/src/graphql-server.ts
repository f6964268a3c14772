import { ApolloServer, HeaderMap, type ApolloServerOptions, type ApolloServerPlugin, type BaseContext } from '@apollo/server';
import { ApolloServerPluginCacheControlDisabled, ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { graphqlExplorer } from './graphql-explorer.ts';
import { bodyParser } from '@koa/bodyparser';
import type { GraphQLFormattedError } from 'graphql';
import Koa from 'koa';
import helmet from 'koa-helmet';
import {
  problemAnswers,
  probes,
  requestContext,
  serve,
  type AppContext,
  type AppState,
  type ReadinessCheck,
  type RunningServer,
} from './http.ts';
import { CLIENT_ADDRESS_HEADER, clientAddressOf, FACADE_SECRET_HEADER, GATEWAY_SECRET_HEADER, secretCheck } from './internal-callers.ts';
import type { Logger } from './logger.ts';
import { limitOperations, type OperationLimits } from './operation-limits.ts';
import { Problem } from './problem.ts';
import type { CostQuota } from './cost-quota.ts';

export interface RequestInfo {
  requestId: string;
  log: Logger;
  /** Credentials as the caller sent them; subgraphs verify them themselves. */
  authorization?: string;
  venueToken?: string;
  /** Who made the request, as the first of the project's processes saw them (for per-client quotas). */
  clientAddress?: string;
  /** A service of the project asking the gateway (it presented the gateway secret): no client's quota is spent. */
  internal?: boolean;
}

/**
 * Who may call. A subgraph answers only the gateway, which presents the gateway secret. The gateway answers anyone,
 * and believes the client address a facade passes on only when the facade presents the facade secret; otherwise the
 * address is the connection's (or X-Forwarded-For's, behind a trusted proxy).
 */
export type Callers =
  | { kind: 'gateway-only'; gatewaySecret: string }
  | { kind: 'public'; facadeSecret: string; gatewaySecret?: string; trustProxy: boolean };

/** Who the caller is, as far as this process trusts it; a caller a subgraph may not answer is refused here. */
function admission(callers: Callers): (ctx: AppContext) => { clientAddress?: string; internal?: boolean } {
  if (callers.kind === 'gateway-only') {
    const fromGateway = secretCheck(callers.gatewaySecret);
    return (ctx) => {
      if (!fromGateway(ctx.get(GATEWAY_SECRET_HEADER) || undefined)) throw new Problem(401, 'This service answers the gateway only.');
      return { clientAddress: clientAddressOf(ctx.get(CLIENT_ADDRESS_HEADER)) };
    };
  }
  const fromFacade = secretCheck(callers.facadeSecret);
  const fromService = callers.gatewaySecret ? secretCheck(callers.gatewaySecret) : () => false;
  return (ctx) => ({
    clientAddress: (fromFacade(ctx.get(FACADE_SECRET_HEADER) || undefined) && clientAddressOf(ctx.get(CLIENT_ADDRESS_HEADER))) || ctx.ip,
    ...(fromService(ctx.get(GATEWAY_SECRET_HEADER) || undefined) ? { internal: true } : {}),
  });
}

/** Apollo's message for a persisted query whose hash is not the query's: a client mistake it gives no code of its own. */
const HASH_MISMATCH = 'provided sha does not match query';

/**
 * The code of an error Apollo refuses a request with before any resolver runs (its HTTP status a 4xx) but names no
 * code for; such errors would otherwise read as INTERNAL_SERVER_ERROR.
 */
function clientMistakeCode(error: unknown): string | undefined {
  const status = (error as { extensions?: { http?: { status?: number } } })?.extensions?.http?.status;
  if (status === undefined || status < 400 || status > 499) return undefined;
  return (error as Error).message === HASH_MISMATCH ? 'PERSISTED_QUERY_HASH_MISMATCH' : 'BAD_REQUEST';
}

/** Errors the caller cannot act on: logged in full, answered without internals. */
const isInternal = (code: unknown) => code === 'INTERNAL_SERVER_ERROR' || code === undefined;

/** Keeps messages the caller can act on; replaces anything unexpected so no internals leak. */
function formatError(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError {
  if (isInternal(formatted.extensions?.code)) {
    const clientMistake = clientMistakeCode(error);
    if (clientMistake) return { message: formatted.message, extensions: { code: clientMistake } };
    return { message: 'Internal server error', path: formatted.path, extensions: { code: 'INTERNAL_SERVER_ERROR' } };
  }
  const { stacktrace: _stacktrace, ...extensions } = formatted.extensions ?? {};
  return { ...formatted, extensions };
}

/**
 * Logs each request's errors with its request id: a client mistake Apollo gives no code (a persisted query's wrong
 * hash) as a refusal at info, anything unexpected in full at error.
 */
function errorLogging(fallback: Logger): ApolloServerPlugin<BaseContext> {
  return {
    async requestDidStart() {
      return {
        async didEncounterErrors({ errors, contextValue }) {
          const log = (contextValue as Partial<RequestInfo> | undefined)?.log ?? fallback;
          for (const error of errors) {
            if (!isInternal(error.extensions?.code)) continue;
            const clientMistake = clientMistakeCode(error);
            if (clientMistake) log.info({ code: clientMistake, reason: error.message }, 'request refused');
            else log.error({ err: error.originalError ?? error }, 'resolver failed');
          }
        },
      };
    },
  };
}

/**
 * Apollo Server's HTTP handler for a Koa request, after the body parser. Apollo's own Koa integration
 * (@as-integrations/koa) does the same but parses every request's URL again with Node's legacy `url.parse`, which
 * measured 4% of a subgraph's CPU; Koa has the query string parsed already.
 */
function apolloHandler<Context extends BaseContext, Admission>(
  apollo: ApolloServer<Context>,
  context: (ctx: AppContext, admission: Admission) => Promise<Context>,
) {
  return async (ctx: AppContext, admission: Admission) => {
    const headers = new HeaderMap();
    for (const [name, value] of Object.entries(ctx.headers)) {
      if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
    }
    const answer = await apollo.executeHTTPGraphQLRequest({
      httpGraphQLRequest: { method: ctx.method, headers, search: ctx.search, body: ctx.request.body },
      context: () => context(ctx, admission),
    });
    // Incremental delivery (@defer, @stream) needs graphql 17; with graphql 16 every answer is complete.
    if (answer.body.kind !== 'complete') throw new Error(`Apollo answered with a ${answer.body.kind} body`);
    ctx.body = answer.body.string;
    if (answer.status !== undefined) ctx.status = answer.status;
    for (const [name, value] of answer.headers) ctx.set(name, value);
  };
}

/** An Apollo Server (subgraph or gateway) behind Koa, with request ids, probes and graceful shutdown. */
export async function serveGraphQL<Context extends BaseContext>(options: {
  apollo: ApolloServerOptions<Context>;
  context: (request: RequestInfo) => Promise<Context> | Context;
  log: Logger;
  port: number;
  host?: string;
  readiness: ReadinessCheck;
  callers: Callers;
  /** Bounds on every operation, checked before it runs; in production also no introspection, suggestions or landing page. */
  limits: OperationLimits;
  /** GraphiQL for people with a browser, served from npm's files (development only, as introspection is); subgraphs have none. */
  explorer?: boolean;
  onClose?: () => Promise<void>;
  bodyLimit?: string;
  /** What each client may spend on operations (the gateway's); services of the project spend nothing. */
  costQuota?: CostQuota;
}): Promise<RunningServer> {
  const quota = options.costQuota;
  const limited = limitOperations(
    options.limits,
    quota &&
      (async (cost, context) => {
        const { internal, clientAddress } = context as RequestInfo;
        if (!internal) await quota.spend(clientAddress ?? 'unknown', cost);
      }),
  );
  const explorer = options.explorer === true && !options.limits.production;
  const apollo = new ApolloServer<Context>({
    includeStacktraceInErrorResponses: false,
    formatError,
    ...limited,
    ...options.apollo,
    plugins: [
      // No process answers with GraphQL cache hints (the facades set their own Cache-Control); computing them would
      // wrap every field's resolver in every request.
      ApolloServerPluginCacheControlDisabled(),
      errorLogging(options.log),
      // Apollo's own landing page loads Apollo Sandbox from Apollo's servers; the explorer is graphql-explorer.ts.
      ApolloServerPluginLandingPageDisabled(),
      ...(limited.plugins ?? []),
      ...(options.apollo.plugins ?? []),
    ],
  } as ApolloServerOptions<Context>);
  await apollo.start();

  const app = new Koa<AppState>();
  app.proxy = options.callers.kind === 'public' && options.callers.trustProxy;
  const graphql = apolloHandler(apollo, async (ctx, caller: { clientAddress?: string; internal?: boolean }) =>
    options.context({
      requestId: ctx.state.requestId,
      log: ctx.state.log,
      authorization: ctx.get('authorization') || undefined,
      venueToken: ctx.get('x-venue-token') || undefined,
      ...caller,
    }),
  );
  const admitted = admission(options.callers);
  const parseBody = bodyParser({ enableTypes: ['json'], jsonLimit: options.bodyLimit ?? '1mb' });
  app.use(requestContext(options.log));
  app.use(
    helmet({
      // Answers are JSON that loads nothing (the explorer's page sets its own policy).
      contentSecurityPolicy: { useDefaults: false, directives: { 'default-src': ["'none'"], 'frame-ancestors': ["'none'"] } },
      xFrameOptions: { action: 'deny' },
      // TLS ends in front of these processes; the facades' public URLs decide HSTS.
      strictTransportSecurity: false,
    }),
  );
  app.use(problemAnswers());
  app.use(probes(options.readiness));
  if (explorer) app.use(graphqlExplorer());
  app.use(async (ctx, next) => {
    if (ctx.path !== '/graphql') return next();
    if (ctx.method !== 'GET' && ctx.method !== 'POST') {
      ctx.set('Allow', 'GET, POST');
      throw new Problem(405, `${ctx.method} is not allowed here; use GET or POST.`);
    }
    // Before the body is read: a caller who may not ask costs no more than this check.
    const caller = admitted(ctx);
    await parseBody(ctx, () => graphql(ctx, caller));
  });

  return serve(app, {
    port: options.port,
    host: options.host,
    log: options.log,
    onClose: async () => {
      await apollo.stop();
      await options.onClose?.();
    },
  });
}
