import { ApolloGateway, RemoteGraphQLDataSource, type GraphQLDataSourceProcessOptions } from '@apollo/gateway';
import { Histogram } from 'prom-client';
import type { RequestInfo } from '@local-events/platform/graphql-server';
import { serveGraphQL } from '@local-events/platform/graphql-server';
import { metrics, type Logger } from '@local-events/platform';
import { supergraphFromFile, supergraphId } from './supergraph-file.ts';
import { subgraphsOf } from './subgraph-urls.ts';

const subgraphRequests = new Histogram({
  name: 'gateway_subgraph_request_duration_seconds',
  help: 'Requests the gateway sent to each subgraph, by outcome',
  labelNames: ['subgraph', 'outcome'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
  registers: [metrics],
});

/** Carries the caller's request id and credentials on to every subgraph (subgraphs do not trust the network), and times each call. */
class ForwardingDataSource extends RemoteGraphQLDataSource<RequestInfo> {
  constructor(private readonly subgraph: string, url: string) {
    // Node's fetch keeps connections to each subgraph alive and pooled; the default fetcher opens one per call.
    super({ url, fetcher: fetch as never });
  }

  override willSendRequest({ request, context }: Parameters<NonNullable<RemoteGraphQLDataSource<RequestInfo>['willSendRequest']>>[0]) {
    if (!context?.requestId) return;
    request.http?.headers.set('x-request-id', context.requestId);
    if (context.authorization) request.http?.headers.set('authorization', context.authorization);
    if (context.venueToken) request.http?.headers.set('x-venue-token', context.venueToken);
  }

  override async process(options: GraphQLDataSourceProcessOptions<RequestInfo>) {
    const end = subgraphRequests.startTimer({ subgraph: this.subgraph });
    try {
      const response = await super.process(options);
      end({ outcome: response.errors?.length ? 'errors' : 'ok' });
      return response;
    } catch (error) {
      end({ outcome: 'failed' });
      throw error;
    }
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

/** The gateway on the supergraph of `supergraphPath`, following changes to that file without a restart. */
export async function startGateway(options: { supergraphPath: string; port: number; log: Logger; reloadIntervalMs?: number }) {
  let current = { id: '', subgraphs: [] as { name: string; url: string }[] };
  const gateway = new ApolloGateway({
    supergraphSdl: supergraphFromFile(
      options.supergraphPath,
      options.log,
      (sdl) => {
        current = { id: supergraphId(sdl), subgraphs: subgraphsOf(sdl) };
      },
      options.reloadIntervalMs,
    ),
    buildService: ({ name, url }) => new ForwardingDataSource(name, url!),
    logger: options.log,
  });
  return serveGraphQL<RequestInfo>({
    apollo: { gateway },
    log: options.log,
    port: options.port,
    context: (request) => request,
    readiness: async () => {
      const { id, subgraphs } = current;
      const results = await Promise.all(subgraphs.map(async ({ name, url }) => [name, await subgraphReadiness(url)] as const));
      return { supergraph: { status: 'ok', id }, ...Object.fromEntries(results) };
    },
  });
}
