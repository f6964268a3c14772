import getRawBody from 'raw-body';
import type { Middleware } from 'koa';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import {
  bearerChallenge,
  InvalidToken,
  Problem,
  resourceMetadataUrl,
  type AppContext,
  type AppState,
  type Caller,
  type GatewayClient,
  type TokenVerifier,
} from '@local-events/platform';
import type { ApiConfig } from '../config.ts';
import { READ_TOOLS } from './read-tools.ts';
import { mcpServer } from './server.ts';
import type { Tool } from './tool.ts';
import { WRITE_TOOLS } from './write-tools.ts';

export const MCP_MAX_BODY_BYTES = 64 * 1024;

export interface McpEndpoint {
  path: string;
  tools: Tool[];
  /** Whether a bearer token is read (and, when present, must be valid). */
  acceptsBearer: boolean;
  instructions: string;
}

export const MCP_ENDPOINTS: McpEndpoint[] = [
  {
    path: '/api/mcp/events',
    tools: READ_TOOLS,
    acceptsBearer: false,
    instructions:
      "Local Events lists what is on in towns and their neighbourhoods. Read-only, no account. Start with list_locations or call find_events with a town's name; event results link to public pages.",
  },
  {
    path: '/api/mcp',
    tools: [...READ_TOOLS, ...WRITE_TOOLS],
    acceptsBearer: true,
    instructions:
      'Local Events: find events, submit new ones by URL (anonymous), follow and correct submissions with their edit token, and, ' +
      'with a bearer token holding events:review, review events. Write tools take an idempotencyKey: reuse it when you retry.',
  },
];

type JsonRpcMessage = { jsonrpc?: unknown; id?: unknown; method?: unknown; params?: { name?: unknown; arguments?: { url?: unknown } } };

const jsonRpcError = (ctx: AppContext, status: number, code: number, message: string, id: unknown = null) => {
  ctx.status = status;
  ctx.type = 'application/json';
  ctx.body = { jsonrpc: '2.0', id, error: { code, message } };
};

const isPlainObject = (value: unknown) => typeof value === 'object' && value !== null && !Array.isArray(value);
const wellFormedCall = (params: unknown) =>
  isPlainObject(params) && typeof (params as { name?: unknown }).name === 'string' && ((params as { arguments?: unknown }).arguments === undefined || isPlainObject((params as { arguments?: unknown }).arguments));

/**
 * The two MCP endpoints (Streamable HTTP, stateless, JSON responses), each request served by a fresh server and
 * transport as the SDK requires: POST only, Origin checked, body capped and parsed here (a parse error is
 * -32700), one message per request (2025-06-18 has no batches), a bearer token verified when one is sent, and
 * submissions counted by the one submission quota of the submissions service. Accept and MCP-Protocol-Version are checked by the SDK.
 */
export function mcpEndpoints(deps: {
  config: ApiConfig;
  gateway: GatewayClient;
  verifier: TokenVerifier;
}): Middleware<AppState> {
  const allowedOrigins = new Set([deps.config.BASE_URL, deps.config.SITE_URL, ...deps.config.MCP_ALLOWED_ORIGINS].map((url) => new URL(url).origin));

  return async (ctx, next) => {
    const endpoint = MCP_ENDPOINTS.find((candidate) => candidate.path === ctx.path);
    if (!endpoint) return next();
    const koa = ctx as unknown as AppContext;
    if (ctx.method !== 'POST') {
      ctx.set('Allow', 'POST');
      throw new Problem(405, 'MCP here is Streamable HTTP without sessions or server-initiated streams: POST JSON-RPC messages.');
    }
    const origin = ctx.get('origin');
    if (origin && !allowedOrigins.has(origin)) return jsonRpcError(koa, 403, -32000, `Forbidden: requests from the origin ${origin} are not accepted.`);

    let message: JsonRpcMessage;
    try {
      const raw = await getRawBody(ctx.req, { limit: MCP_MAX_BODY_BYTES, encoding: 'utf8' });
      message = JSON.parse(raw) as JsonRpcMessage;
    } catch (error) {
      if ((error as { type?: string }).type === 'entity.too.large') return jsonRpcError(koa, 413, -32600, `Request body larger than ${MCP_MAX_BODY_BYTES / 1024} kB.`);
      return jsonRpcError(koa, 400, -32700, 'Parse error: the body is not JSON.');
    }
    if (Array.isArray(message)) return jsonRpcError(koa, 400, -32600, 'Invalid Request: send one JSON-RPC message per request (no batches).');
    if (!message || typeof message !== 'object') return jsonRpcError(koa, 400, -32600, 'Invalid Request: not a JSON-RPC message.');
    (ctx.request as { body?: unknown }).body = message;
    // The SDK answers a malformed tools/call with an internal error (-32603); it is the caller's: invalid params.
    if (message.method === 'tools/call' && !wellFormedCall(message.params)) {
      return jsonRpcError(koa, 200, -32602, 'Invalid params: tools/call takes { name: string, arguments?: object }.', message.id ?? null);
    }

    let caller: Caller | undefined;
    if (endpoint.acceptsBearer && ctx.get('authorization')) {
      try {
        caller = (await deps.verifier.verify(ctx.get('authorization'))) ?? undefined;
      } catch (error) {
        if (!(error instanceof InvalidToken)) throw new Problem(503, 'The identity provider cannot be reached to check the token.');
        const metadata = resourceMetadataUrl(deps.config.SITE_URL);
        ctx.set('WWW-Authenticate', bearerChallenge(metadata, { code: 'invalid_token', description: error.message }));
        return jsonRpcError(koa, 401, -32001, `Unauthorized: ${error.message}`, message.id ?? null);
      }
    }

    const server = mcpServer(
      endpoint.tools,
      {
        gateway: deps.gateway,
        config: deps.config,
        requestId: koa.state.requestId,
        clientAddress: koa.ip,
        authorization: endpoint.acceptsBearer ? ctx.get('authorization') || undefined : undefined,
        caller,
        log: koa.state.log,
      },
      endpoint.instructions,
    );
    const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
    ctx.res.on('close', () => {
      void transport.close();
      void server.close();
    });
    await server.connect(transport);
    ctx.respond = false;
    await transport.handleRequest(ctx.req, ctx.res, message);
  };
}
