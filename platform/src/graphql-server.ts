import { ApolloServer, HeaderMap, type ApolloServerOptions, type BaseContext } from '@apollo/server';
import { ApolloServerPluginCacheControlDisabled } from '@apollo/server/plugin/disabled';
import { bodyParser } from '@koa/bodyparser';
import type { GraphQLFormattedError } from 'graphql';
import Koa from 'koa';
import { problemAnswers, probes, requestContext, serve, type AppContext, type AppState, type ReadinessCheck, type RunningServer } from './http.ts';
import type { Logger } from './logger.ts';

export interface RequestInfo {
  requestId: string;
  log: Logger;
  /** Credentials as the caller sent them; subgraphs verify them themselves. */
  authorization?: string;
  venueToken?: string;
}

/** Keeps messages the caller can act on; replaces anything unexpected so no internals leak. */
function formatError(log: Logger) {
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const code = formatted.extensions?.code;
    if (code === 'INTERNAL_SERVER_ERROR' || code === undefined) {
      log.error({ err: error }, 'resolver failed');
      return { message: 'Internal server error', path: formatted.path, extensions: { code: 'INTERNAL_SERVER_ERROR' } };
    }
    const { stacktrace: _stacktrace, ...extensions } = formatted.extensions ?? {};
    return { ...formatted, extensions };
  };
}

/**
 * Apollo Server's HTTP handler as Koa middleware, after the body parser. Apollo's own Koa integration
 * (@as-integrations/koa) does the same but parses every request's URL again with Node's legacy `url.parse`, which
 * measured 4% of a subgraph's CPU; Koa has the query string parsed already.
 */
function apolloMiddleware<Context extends BaseContext>(apollo: ApolloServer<Context>, context: (ctx: AppContext) => Promise<Context>): Koa.Middleware<AppState> {
  return async (ctx) => {
    const headers = new HeaderMap();
    for (const [name, value] of Object.entries(ctx.headers)) {
      if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
    }
    const answer = await apollo.executeHTTPGraphQLRequest({
      httpGraphQLRequest: { method: ctx.method, headers, search: ctx.search, body: ctx.request.body },
      context: () => context(ctx),
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
  readiness: ReadinessCheck;
  onClose?: () => Promise<void>;
  bodyLimit?: string;
}): Promise<RunningServer> {
  const apollo = new ApolloServer<Context>({
    introspection: true,
    includeStacktraceInErrorResponses: false,
    formatError: formatError(options.log),
    ...options.apollo,
    // No process answers with GraphQL cache hints (the facades set their own Cache-Control); computing them would
    // wrap every field's resolver in every request.
    plugins: [ApolloServerPluginCacheControlDisabled(), ...(options.apollo.plugins ?? [])],
  } as ApolloServerOptions<Context>);
  await apollo.start();

  const app = new Koa<AppState>();
  const graphql = apolloMiddleware(apollo, async (ctx) =>
    options.context({
      requestId: ctx.state.requestId,
      log: ctx.state.log,
      authorization: ctx.get('authorization') || undefined,
      venueToken: ctx.get('x-venue-token') || undefined,
    }),
  );
  app.use(requestContext(options.log));
  app.use(problemAnswers());
  app.use(probes(options.readiness));
  app.use(bodyParser({ enableTypes: ['json'], jsonLimit: options.bodyLimit ?? '1mb' }));
  app.use(async (ctx, next) => {
    if (ctx.path !== '/graphql') return next();
    return graphql(ctx, next);
  });

  return serve(app, {
    port: options.port,
    log: options.log,
    onClose: async () => {
      await apollo.stop();
      await options.onClose?.();
    },
  });
}
