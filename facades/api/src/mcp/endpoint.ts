import getRawBody from 'raw-body';
import type { Middleware } from 'koa';
import {
  createMcpHandler,
  isLegacyRequest,
  WebStandardStreamableHTTPServerTransport,
  type AuthInfo,
  type McpServer,
} from '@modelcontextprotocol/server';
import {
  bearerChallenge,
  InvalidToken,
  Problem,
  type AppContext,
  type AppState,
  type Caller,
  type GatewayClient,
  type TokenVerifier,
} from '@local-events/platform';
import type { ApiConfig } from '../config.ts';
import { READ_TOOLS } from './read-tools.ts';
import { MCP_ENDPOINT_WITH_TOKENS, mcpProtectedResource } from './protected-resource.ts';
import { mcpServer, type McpOffer } from './server.ts';
import { toolContext, withToolContext } from './request-context.ts';
import type { ToolContext } from './tool.ts';
import { ADMIN_TOOLS } from './admin-tools.ts';
import { SERIES_TOOLS } from './series-tools.ts';
import { SOURCE_TOOLS } from './source-tools.ts';
import { VENUE_TOOLS } from './venue-tools.ts';
import { WRITE_TOOLS } from './write-tools.ts';

export const MCP_MAX_BODY_BYTES = 64 * 1024;

export interface McpEndpoint extends McpOffer {
  path: string;
  /** Whether a bearer token is read (and, when present, must be valid). */
  acceptsBearer: boolean;
  /** What the endpoint's server card says it is. */
  card: { name: string; description: string };
}

export const MCP_ENDPOINTS: McpEndpoint[] = [
  {
    path: '/api/mcp/events',
    tools: READ_TOOLS,
    acceptsBearer: false,
    instructions:
      "Local Events lists what is on in towns and their neighbourhoods. Read-only, no account. Start with list_locations or call find_events with a town's name; event results link to public pages.",
    card: { name: 'local-events-read', description: "What's on in towns and neighbourhoods: read-only, no account." },
  },
  {
    path: MCP_ENDPOINT_WITH_TOKENS,
    tools: [...READ_TOOLS, ...WRITE_TOOLS, ...SERIES_TOOLS, ...SOURCE_TOOLS, ...VENUE_TOOLS, ...ADMIN_TOOLS],
    acceptsBearer: true,
    instructions:
      'Local Events: find events, submit new ones by URL (anonymous), follow and correct submissions with their edit token, and, ' +
      'with a bearer token holding events:review, review events, and with events:admin, follow feeds and reject pending events ' +
      'in bulk. Write tools take an idempotencyKey: reuse it when you retry.',
    card: { name: 'local-events', description: "What's on in towns: find events, submit them by URL, follow submissions, review." },
  },
];

const jsonRpcError = (ctx: AppContext, status: number, code: number, message: string, id: unknown = null) => {
  ctx.status = status;
  ctx.type = 'application/json';
  ctx.body = { jsonrpc: '2.0', id, error: { code, message } };
};

/** The body as JSON, or undefined when it is not JSON (the SDK answers that, as the request's era says). */
function parsedOrUndefined(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
}

/** The tool a request calls, when it is a single tools/call; read loosely, as the SDK validates the message itself. */
function calledTool(body: unknown): { id: unknown; name: string } | undefined {
  const message = body as { id?: unknown; method?: unknown; params?: { name?: unknown } } | null | undefined;
  if (message?.method === 'tools/call' && typeof message.params?.name === 'string')
    return { id: message.id ?? null, name: message.params.name };
  return undefined;
}

const HOP_BY_HOP = new Set(['connection', 'content-length', 'host', 'keep-alive', 'transfer-encoding', 'upgrade']);

/**
 * The request as the SDK reads it: a web-standard Request, whose body (read and capped here) the SDK reads only when
 * it is not JSON; JSON is handed over parsed. A Request made with a body wraps it in a stream, for nothing then.
 */
function webRequest(ctx: AppContext, baseUrl: string, raw: string, parsedBody: unknown): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(ctx.req.headers)) {
    if (value === undefined || HOP_BY_HOP.has(name)) continue;
    for (const one of Array.isArray(value) ? value : [value]) headers.append(name, one);
  }
  return new Request(new URL(ctx.originalUrl, baseUrl), { method: 'POST', headers, ...(parsedBody === undefined ? { body: raw } : {}) });
}

/**
 * Closes a request's transport, and with it its server. On closing, the SDK makes an Error to fail whatever the
 * server still waits for, which a stateless request answered has nothing of: capturing that error's stack each time
 * was a thirtieth of the API's CPU on find_events. The closing runs synchronously up to that point, so no other
 * code runs without stacks.
 */
export function closeUnneeded(transport: WebStandardStreamableHTTPServerTransport): Promise<void> {
  const limit = Error.stackTraceLimit;
  Error.stackTraceLimit = 0;
  try {
    return transport.close();
  } finally {
    Error.stackTraceLimit = limit;
  }
}

/**
 * 2025-era traffic (initialize, and requests without the 2026 envelope) on a stateless transport that answers
 * JSON, as the contract says: the SDK's own legacy leg would answer with an event stream.
 */
async function serveLegacy(server: McpServer, request: Request, options: { authInfo?: AuthInfo; parsedBody?: unknown }): Promise<Response> {
  const transport = new WebStandardStreamableHTTPServerTransport({
    sessionIdGenerator: undefined,
    enableJsonResponse: true,
    maxRequestBodySize: MCP_MAX_BODY_BYTES,
  });
  await server.connect(transport);
  try {
    return await transport.handleRequest(request, options);
  } finally {
    await closeUnneeded(transport);
    await server.close();
  }
}

/**
 * The SDK answers a request whose params do not match the method's schema (an `initialize` without `clientInfo`, a
 * numeric `cursor`) with -32603 and zod's issues as the message; it is the caller's mistake: -32602, said plainly.
 */
function invalidParamsAsSuch(body: Buffer, type: string | null): Buffer {
  if (!type?.startsWith('application/json') || !body.includes('-32603')) return body;
  const message = JSON.parse(body.toString('utf8')) as { error?: { code?: number; message?: string } };
  if (message.error?.code !== -32603) return body;
  let issues: { path?: unknown[]; message?: string }[];
  try {
    issues = JSON.parse(message.error.message ?? '') as typeof issues;
  } catch {
    return body;
  }
  if (!Array.isArray(issues) || !issues.every((issue) => Array.isArray(issue?.path) && typeof issue.message === 'string')) return body;
  const detail = issues.map((issue) => `${issue.path!.join('.')}: ${issue.message}`).join('; ');
  return Buffer.from(JSON.stringify({ ...message, error: { code: -32602, message: `Invalid params: ${detail}` } }));
}

async function answer(ctx: AppContext, response: Response) {
  const body = invalidParamsAsSuch(Buffer.from(await response.arrayBuffer()), response.headers.get('content-type'));
  response.headers.forEach((value, name) => {
    if (name !== 'content-length') ctx.set(name, value);
  });
  ctx.body = body.length ? body : null;
  ctx.status = response.status;
}

/**
 * The two MCP endpoints (Streamable HTTP, stateless, JSON answers: no tool sends anything before its result, so
 * the 2026 leg's `auto` mode never opens a stream) in every protocol era the SDK speaks:
 * 2026-07-28 (`server/discover`, a `_meta` envelope on each request, the Mcp-Method and Mcp-Name headers checked by
 * the SDK) and the 2025 revisions (initialize). Each request gets a fresh server. Here: POST only, Origin
 * checked, body capped, a bearer token verified when one is sent, and a call of a tool that needs a scope
 * answered with a challenge naming it, which points at the metadata `mcpDocuments` serves.
 */
export function mcpEndpoints(deps: { config: ApiConfig; gateway: GatewayClient; verifier: TokenVerifier }): Middleware<AppState> {
  const allowedOrigins = new Set(
    [deps.config.BASE_URL, deps.config.SITE_URL, ...deps.config.MCP_ALLOWED_ORIGINS].map((url) => new URL(url).origin),
  );
  // One 2026 handler per endpoint; each request's server is built for its own caller, found in the request's context.
  const modern = new Map(
    MCP_ENDPOINTS.map((endpoint) => [
      endpoint,
      createMcpHandler(() => mcpServer(endpoint, toolContext()), { legacy: 'reject', maxRequestBodySize: MCP_MAX_BODY_BYTES }),
    ]),
  );
  const metadata = mcpProtectedResource(deps.config).url;

  return async (ctx, next) => {
    const koa = ctx as unknown as AppContext;
    const endpoint = MCP_ENDPOINTS.find((candidate) => candidate.path === ctx.path);
    if (!endpoint) return next();
    if (ctx.method !== 'POST') {
      ctx.set('Allow', 'POST');
      throw new Problem(405, 'MCP here is Streamable HTTP without sessions or server-initiated streams: POST JSON-RPC messages.');
    }
    const origin = ctx.get('origin');
    if (origin && !allowedOrigins.has(origin))
      return jsonRpcError(koa, 403, -32000, `Forbidden: requests from the origin ${origin} are not accepted.`);

    let raw: string;
    try {
      raw = await getRawBody(ctx.req, { limit: MCP_MAX_BODY_BYTES, encoding: 'utf8' });
    } catch (error) {
      if ((error as { type?: string }).type === 'entity.too.large')
        return jsonRpcError(koa, 413, -32600, `Request body larger than ${MCP_MAX_BODY_BYTES / 1024} kB.`);
      return jsonRpcError(koa, 400, -32700, 'Parse error: the body cannot be read.');
    }

    const parsedBody = parsedOrUndefined(raw);
    const called = calledTool(parsedBody);
    let caller: Caller | undefined;
    if (endpoint.acceptsBearer && ctx.get('authorization')) {
      try {
        caller = (await deps.verifier.verify(ctx.get('authorization'))) ?? undefined;
      } catch (error) {
        if (!(error instanceof InvalidToken)) throw new Problem(503, 'The identity provider cannot be reached to check the token.');
        ctx.set('WWW-Authenticate', bearerChallenge(metadata, { code: 'invalid_token', description: error.message }));
        return jsonRpcError(koa, 401, -32001, `Unauthorized: ${error.message}`, called?.id ?? null);
      }
    }
    const needsScope = called && endpoint.tools.find((tool) => tool.name === called.name)?.scopes;
    if (needsScope && !caller) {
      ctx.set('WWW-Authenticate', bearerChallenge(metadata, { scope: needsScope[0] }));
      return jsonRpcError(
        koa,
        401,
        -32001,
        `Unauthorized: ${called.name} needs a bearer access token with ${needsScope.join(' or ')}.`,
        called.id,
      );
    }

    const context: ToolContext = {
      gateway: deps.gateway,
      config: deps.config,
      requestId: koa.state.requestId,
      clientAddress: koa.ip,
      authorization: endpoint.acceptsBearer ? ctx.get('authorization') || undefined : undefined,
      caller,
      log: koa.state.log,
      calledTool: called?.name,
    };
    const options = {
      ...(parsedBody === undefined ? {} : { parsedBody }),
      ...(caller
        ? {
            authInfo: {
              token: ctx.get('authorization').slice('Bearer '.length),
              clientId: caller.clientId ?? caller.subject,
              scopes: [...caller.scopes],
              resourceMetadataUrl: metadata,
            },
          }
        : {}),
    };
    const request = webRequest(koa, deps.config.BASE_URL, raw, parsedBody);
    const legacy = await isLegacyRequest(request, parsedBody, { maxRequestBodySize: MCP_MAX_BODY_BYTES });
    const response = await withToolContext(context, () =>
      legacy ? serveLegacy(mcpServer(endpoint, context), request, options) : modern.get(endpoint)!.fetch(request, options),
    );
    await answer(koa, response);
  };
}
