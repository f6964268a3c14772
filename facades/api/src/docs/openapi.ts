import { createDocument, type ZodOpenApiOperationObject, type ZodOpenApiPathsObject } from 'zod-openapi';
import { z } from 'zod';
import { MCP_ENDPOINTS, MCP_MAX_BODY_BYTES } from '../mcp/endpoint.ts';
import { VENUE_SCOPES, type Route } from '../route.ts';
import { ProblemSchema } from '../schemas.ts';

const problemTitles: Record<number, string> = {
  400: 'The request is malformed; `errors` lists each invalid field',
  401: 'No valid bearer token',
  403: 'The token lacks the scope this needs',
  404: 'Not found',
  405: 'Method not allowed',
  409: 'Conflict with the current state',
  413: 'The body is larger than 64 kB',
  415: 'The body must be application/json',
  422: 'Understood but refused',
  429: 'Over a quota (each client spends a GraphQL cost quota on every call that asks the services; submissions have their own); see Retry-After',
  503: 'A service this request needs is unavailable',
};

/** Alternatives, any one of which is enough (OpenAPI security requirements are OR-ed). */
function securityOf(route: Route): Record<string, string[]>[] {
  if (!route.auth) return [];
  if (route.auth.kind === 'bearer') return route.auth.scopes.map((scope) => ({ oidc: [scope] }));
  return [...VENUE_SCOPES.map((scope) => ({ oidc: [scope] })), { venueToken: [] }];
}

function usedSchemes<Scheme>(routes: Route[], schemes: Record<string, Scheme>): Record<string, Scheme> {
  const used = new Set(routes.flatMap((route) => securityOf(route).flatMap((requirement) => Object.keys(requirement))));
  return Object.fromEntries(Object.entries(schemes).filter(([name]) => used.has(name)));
}

/** A route's problems; one that asks the services (it may answer 503) may also be over the caller's cost quota (429). */
const problemsOf = (route: Route) =>
  route.problems.includes(503) && !route.problems.includes(429) ? [...route.problems, 429].sort() : route.problems;

function operationOf(route: Route): ZodOpenApiOperationObject {
  const problem = { content: { 'application/problem+json': { schema: ProblemSchema } } };
  const responseContent = { content: { [route.response.contentType ?? 'application/json']: { schema: route.response.schema } } };
  return {
    operationId: route.operationId,
    summary: route.summary,
    ...(route.description ? { description: route.description } : {}),
    tags: route.tags,
    security: securityOf(route),
    requestParams: {
      ...(route.query ? { query: route.query as z.ZodObject } : {}),
      ...(route.params ? { path: route.params as z.ZodObject } : {}),
      ...(route.headers ? { header: route.headers as z.ZodObject } : {}),
    },
    ...(route.body ? { requestBody: { required: true, content: { 'application/json': { schema: route.body } } } } : {}),
    responses: {
      [route.response.status]: { description: route.response.description, ...responseContent },
      ...Object.fromEntries(
        (route.otherResponses ?? []).map((other) => [other.status, { description: other.description, ...responseContent }]),
      ),
      ...Object.fromEntries(problemsOf(route).map((status) => [status, { description: problemTitles[status] ?? 'Problem', ...problem }])),
    },
  };
}

const JsonRpcMessage = z
  .object({
    jsonrpc: z.literal('2.0'),
    id: z.union([z.string(), z.number()]).optional().meta({ description: 'Absent for notifications' }),
    method: z.string().meta({ example: 'tools/call' }),
    params: z.record(z.string(), z.unknown()).optional(),
  })
  .meta({ id: 'JsonRpcMessage', description: 'One JSON-RPC 2.0 message (no batches)' });

const JsonRpcAnswer = z
  .object({
    jsonrpc: z.literal('2.0'),
    id: z.union([z.string(), z.number(), z.null()]),
    result: z.record(z.string(), z.unknown()).optional(),
    error: z.object({ code: z.number().int(), message: z.string() }).optional(),
  })
  .meta({ id: 'JsonRpcAnswer' });

/** The MCP endpoints: JSON-RPC over Streamable HTTP, documented here so that the whole of /api is. */
function mcpPaths(): ZodOpenApiPathsObject {
  const jsonRpc = (description: string) => ({ description, content: { 'application/json': { schema: JsonRpcAnswer } } });
  const cards = MCP_ENDPOINTS.map((endpoint) => [
    `${endpoint.path}/server-card`,
    {
      get: {
        operationId: endpoint.acceptsBearer ? 'mcpServerCard' : 'mcpEventsServerCard',
        summary: `The server card of ${endpoint.path}`,
        description:
          'Who the MCP server is and how to connect (name, version, icons, the endpoint and the protocol versions it serves), as the server-card draft (SEP-2127) shapes it. Readable from any origin; cached an hour, with an ETag.',
        tags: ['mcp'],
        security: [],
        responses: {
          200: { description: 'The server card', content: { 'application/mcp-server-card+json': { schema: { type: 'object' as const } } } },
          304: { description: 'Not modified' },
        },
      },
    },
  ]);
  return Object.fromEntries([
    ...cards,
    ...MCP_ENDPOINTS.map((endpoint) => [
      endpoint.path,
      {
        post: {
          operationId: endpoint.acceptsBearer ? 'mcp' : 'mcpEvents',
          summary: endpoint.acceptsBearer ? 'MCP: read, submit and review tools' : 'MCP: read-only tools, no account',
          description:
            `Model Context Protocol 2026-07-28 (server/discover, a _meta envelope and the Mcp-Method/Mcp-Name headers on every request) ` +
            `and 2025-06-18 and 2025-11-25 (initialize), Streamable HTTP without sessions, JSON answers. ` +
            `Tools: ${endpoint.tools.map((tool) => tool.name).join(', ')}; resources, templates, prompts and completions too. ` +
            `Its server card: GET ${endpoint.path}/server-card. POST only (GET and DELETE are 405); send ` +
            '`Accept: application/json, text/event-stream` and `MCP-Protocol-Version` (after initialize, in 2025). Requests from browser ' +
            `pages of other origins are refused (403). Bodies up to ${MCP_MAX_BODY_BYTES / 1024} kB. ` +
            (endpoint.acceptsBearer
              ? 'A bearer token is optional; review tools need one with events:review: called without one, 401, and with one lacking it, 403 insufficient_scope, each challenge naming the scope and pointing at /.well-known/oauth-protected-resource/api/mcp. An invalid token is 401. Anonymous submit_event_from_url calls are rate-limited like POST /api/submit/event (a rate_limited tool error with Retry-After).'
              : 'Nothing here can create or change anything.'),
          tags: ['mcp'],
          security: endpoint.acceptsBearer ? ([{}, { oidc: ['events:review'] }] as Record<string, string[]>[]) : [],
          requestBody: { required: true, content: { 'application/json': { schema: JsonRpcMessage } } },
          responses: {
            200: jsonRpc('The JSON-RPC answer: a result, a tool result with isError and a code, or a protocol error'),
            202: { description: 'A notification, accepted' },
            400: jsonRpc(
              'Not JSON (-32700), not one JSON-RPC message (-32600), an unsupported MCP-Protocol-Version, or (2026-07-28) a missing envelope or headers that contradict the body',
            ),
            ...(endpoint.acceptsBearer ? { 401: jsonRpc('No token for a review tool, or an invalid one; see WWW-Authenticate') } : {}),
            403: jsonRpc(
              endpoint.acceptsBearer
                ? 'Origin not allowed, or the token lacks the scope a review tool needs (see WWW-Authenticate)'
                : 'Origin not allowed',
            ),
            406: jsonRpc('Accept must offer application/json and text/event-stream'),
            413: jsonRpc('Body too large'),
          },
        },
      },
    ]),
  ]);
}

/** OpenAPI 3.1 for every route, from the schemas that validate and shape them. */
export function openApiDocument(routes: Route[], baseUrl: string, siteUrl: string) {
  const paths: ZodOpenApiPathsObject = {};
  for (const route of routes) paths[route.path] = { ...paths[route.path], [route.method]: operationOf(route) };
  Object.assign(paths, mcpPaths());
  return createDocument({
    openapi: '3.1.0',
    info: {
      title: 'Local Events API',
      version: '0.1.0',
      description:
        'What is on in towns and their neighbourhoods. Errors are RFC 9457 problem details (`application/problem+json`). ' +
        "Times are UTC with milliseconds and `Z`; calendar dates are days in the zone's own time zone.",
      license: { name: 'MIT', identifier: 'MIT' },
    },
    servers: [{ url: baseUrl }],
    tags: [
      { name: 'locations', description: 'Towns and neighbourhoods (zones)' },
      { name: 'events', description: 'What is on' },
      { name: 'venues', description: 'Where it happens' },
      { name: 'review', description: 'Reviewers and administrators (bearer token)' },
      { name: 'submissions', description: 'Anyone submits an event by its page URL, then follows and corrects it' },
      { name: 'venue-admin', description: "A venue's managers: bearer token or venue-manage token" },
      { name: 'sources', description: 'Feeds the guide follows by itself: administrators, and venue managers for their venue' },
      {
        name: 'administration',
        description: 'Venues, towns and neighbourhoods, their managers and tokens, and the audit log: administrators',
      },
      { name: 'mcp', description: 'Model Context Protocol endpoints for AI assistants' },
      { name: 'operations', description: 'Health and API description' },
    ],
    components: {
      securitySchemes: usedSchemes(routes, {
        oidc: {
          type: 'openIdConnect',
          openIdConnectUrl: `${siteUrl.replace(/\/+$/, '')}/.well-known/openid-configuration`,
          description:
            'Bearer JWT access token from the OpenID provider (client credentials or authorization code with PKCE). ' +
            'Scopes: events:review (reviewers), events:admin (administrators), venues:manage (venue managers).',
        },
        venueToken: {
          type: 'apiKey',
          in: 'header',
          name: 'X-Venue-Token',
          description: 'A venue-manage token: random, shown once when issued, stored only as a hash, revocable.',
        },
      }),
    },
    paths,
  });
}
