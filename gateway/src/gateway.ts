import { ApolloGateway, RemoteGraphQLDataSource } from '@apollo/gateway';
import type { RequestInfo } from '@local-events/platform/graphql-server';
import { serveGraphQL } from '@local-events/platform/graphql-server';
import type { Logger } from '@local-events/platform';
import { subgraphsOf } from './subgraph-urls.ts';

/** Carries the caller's request id and credentials on to every subgraph: subgraphs do not trust the network. */
class ForwardingDataSource extends RemoteGraphQLDataSource<RequestInfo> {
  override willSendRequest({ request, context }: Parameters<NonNullable<RemoteGraphQLDataSource<RequestInfo>['willSendRequest']>>[0]) {
    if (!context?.requestId) return;
    request.http?.headers.set('x-request-id', context.requestId);
    if (context.authorization) request.http?.headers.set('authorization', context.authorization);
    if (context.venueToken) request.http?.headers.set('x-venue-token', context.venueToken);
  }
}

async function subgraphReadiness(url: string) {
  const readyz = new URL('/readyz', url);
  try {
    const response = await fetch(readyz, { signal: AbortSignal.timeout(2000) });
    const body = (await response.json().catch(() => ({}))) as { checks?: Record<string, unknown> };
    return { status: response.ok ? 'ok' : 'fail', ...(body.checks ? { checks: body.checks } : {}) };
  } catch (error) {
    return { status: 'fail', detail: (error as Error).name === 'TimeoutError' ? 'timed out' : 'unreachable' };
  }
}

export async function startGateway(options: { supergraphSdl: string; port: number; log: Logger }) {
  const subgraphs = subgraphsOf(options.supergraphSdl);
  const gateway = new ApolloGateway({
    supergraphSdl: options.supergraphSdl,
    buildService: ({ url }) => new ForwardingDataSource({ url }),
    logger: options.log,
  });
  return serveGraphQL<RequestInfo>({
    apollo: { gateway },
    log: options.log,
    port: options.port,
    context: (request) => request,
    readiness: async () => {
      const results = await Promise.all(subgraphs.map(async ({ name, url }) => [name, await subgraphReadiness(url)] as const));
      return Object.fromEntries(results);
    },
  });
}
