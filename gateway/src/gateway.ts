import { ApolloGateway, type GraphQLDataSource, type GraphQLDataSourceProcessOptions } from '@apollo/gateway';
import type { GatewayGraphQLRequest, GatewayGraphQLResponse } from '@apollo/server-gateway-interface';
import { GraphQLError } from 'graphql';
import { Histogram } from 'prom-client';
import type { RequestInfo } from '@local-events/platform/graphql-server';
import { serveGraphQL } from '@local-events/platform/graphql-server';
import {
  CLIENT_ADDRESS_HEADER,
  GATEWAY_SECRET_HEADER,
  metrics,
  postJson,
  type CostQuota,
  type Logger,
  type OperationLimits,
} from '@local-events/platform';
import { supergraphFromFile, supergraphId } from './supergraph-file.ts';
import { subgraphsOf } from './subgraph-urls.ts';

const subgraphRequests = new Histogram({
  name: 'gateway_subgraph_request_duration_seconds',
  help: 'Requests the gateway sent to each subgraph, by outcome',
  labelNames: ['subgraph', 'outcome'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
  registers: [metrics],
});

/**
 * Sends each subgraph fetch of a query plan over the platform's pooled keep-alive client, with the gateway secret
 * (subgraphs answer no one else), the caller's request id, address and credentials (which each subgraph verifies
 * itself), and times each call. Apollo's
 * RemoteGraphQLDataSource would build a fetch Request, Headers and a node-fetch Request per call; none are needed.
 */
class ForwardingDataSource implements GraphQLDataSource<RequestInfo> {
  constructor(
    private readonly subgraph: string,
    private readonly url: string,
    private readonly gatewaySecret: string,
    /** A subgraph that has not answered in this long is treated as down (SUBGRAPH_TIMEOUT_MS, inside the facades' wait). */
    private readonly timeoutMs: number,
  ) {}

  async process({ request, context }: GraphQLDataSourceProcessOptions<RequestInfo>): Promise<GatewayGraphQLResponse> {
    const end = subgraphRequests.startTimer({ subgraph: this.subgraph });
    try {
      const response = await this.send(request, context);
      end({ outcome: response.errors?.length ? 'errors' : 'ok' });
      return response;
    } catch (error) {
      end({ outcome: 'failed' });
      throw error;
    }
  }

  private async send({ query, operationName, variables, extensions }: GatewayGraphQLRequest, context: Partial<RequestInfo> | undefined) {
    if (!query) throw new Error('Missing query');
    const headers: Record<string, string> = { [GATEWAY_SECRET_HEADER]: this.gatewaySecret };
    if (context?.clientAddress) headers[CLIENT_ADDRESS_HEADER] = context.clientAddress;
    if (context?.requestId) headers['x-request-id'] = context.requestId;
    if (context?.authorization) headers.authorization = context.authorization;
    if (context?.venueToken) headers['x-venue-token'] = context.venueToken;
    const answer = await postJson(this.url, JSON.stringify({ query, operationName, variables, extensions }), headers, this.timeoutMs);
    if (answer.status < 200 || answer.status > 299) {
      throw new GraphQLError(`${answer.status}: ${answer.statusText}`, {
        extensions: {
          response: { url: this.url, status: answer.status, statusText: answer.statusText, body: answer.body },
          ...(answer.status === 401 ? { code: 'UNAUTHENTICATED' } : answer.status === 403 ? { code: 'FORBIDDEN' } : {}),
        },
      });
    }
    if (typeof answer.body !== 'object' || answer.body === null)
      throw new Error(`Expected a JSON answer from ${this.subgraph}, got ${answer.contentType ?? 'no content type'}`);
    return answer.body as GatewayGraphQLResponse;
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
export async function startGateway(options: {
  supergraphPath: string;
  port: number;
  log: Logger;
  reloadIntervalMs?: number;
  gatewaySecret: string;
  facadeSecret: string;
  trustProxy?: boolean;
  limits: OperationLimits;
  subgraphTimeoutMs: number;
  /** Each client's cost quota; none (every caller unbounded but by the operation limits) when absent. */
  costQuota?: CostQuota;
}) {
  // @apollo/gateway otherwise reports this host (OS, CPUs, memory, uptime) to Apollo's servers every hour.
  process.env.APOLLO_TELEMETRY_DISABLED ??= 'true';
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
    buildService: ({ name, url }) => new ForwardingDataSource(name, url!, options.gatewaySecret, options.subgraphTimeoutMs),
    logger: options.log,
  });
  return serveGraphQL<RequestInfo>({
    apollo: { gateway },
    log: options.log,
    port: options.port,
    context: (request) => request,
    callers: {
      kind: 'public',
      facadeSecret: options.facadeSecret,
      gatewaySecret: options.gatewaySecret,
      trustProxy: options.trustProxy ?? false,
    },
    costQuota: options.costQuota,
    limits: options.limits,
    explorer: true,
    readiness: async () => {
      const { id, subgraphs } = current;
      const results = await Promise.all(subgraphs.map(async ({ name, url }) => [name, await subgraphReadiness(url)] as const));
      return { supergraph: { status: 'ok', id }, ...Object.fromEntries(results) };
    },
  });
}
