import { z } from 'zod';
import { McpServer, type CacheHint, type CallToolResult, type Icon, type StandardSchemaWithJSON } from '@modelcontextprotocol/server';
import { mcpIcons, Problem } from '@local-events/platform';
import { registerPrompts } from './prompts.ts';
import { registerResources } from './resources.ts';
import { ToolError, type Tool, type ToolContext } from './tool.ts';

export const SERVER_INFO = { name: 'local-events', title: 'Local Events', version: '0.1.0' };

const ANNOTATIONS = new Set(['title', 'description', 'default', 'examples', 'deprecated', 'readOnly', 'writeOnly']);

/**
 * `type: ["string", "null"]` spelled as `anyOf` branches of one type each, which every client's schema dialect reads
 * (the Inspector's strict check asks for it); the annotations stay beside the branches.
 */
function portableNullables(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(portableNullables);
  if (typeof node !== 'object' || node === null) return node;
  const walked = Object.fromEntries(Object.entries(node).map(([key, value]) => [key, portableNullables(value)]));
  const { type } = walked as { type?: unknown };
  if (!Array.isArray(type) || !type.includes('null') || type.length < 2) return walked;
  const others = type.filter((one) => one !== 'null');
  const annotations = Object.fromEntries(Object.entries(walked).filter(([key]) => ANNOTATIONS.has(key)));
  const constraints = Object.fromEntries(Object.entries(walked).filter(([key]) => !ANNOTATIONS.has(key) && key !== 'type'));
  return { ...annotations, anyOf: [...others.map((one) => ({ ...constraints, type: one })), { type: 'null' }] };
}

/**
 * A tool schema as JSON Schema with an object at its root: schemas named for OpenAPI (`.meta({ id })`) come out
 * as a `$ref` into `$defs`, so the named root is brought up and the other definitions stay beside it.
 */
const jsonSchema = (schema: z.ZodType, io: 'input' | 'output') => {
  const {
    $schema: _dialect,
    $ref,
    $defs,
    ...rest
  } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as Record<string, unknown> & {
    $ref?: string;
    $defs?: Record<string, Record<string, unknown>>;
  };
  const name = $ref?.replace('#/$defs/', '');
  const { [name ?? '']: root, ...others } = $defs ?? {};
  const body = root ? { ...root, ...rest } : rest;
  return portableNullables(Object.keys(others).length ? { ...body, $defs: others } : body) as Record<string, unknown>;
};

const listedSchemas = new WeakMap<z.ZodObject, StandardSchemaWithJSON>();

/** The zod schema as the SDK takes it (Standard Schema), listed with the JSON Schema above; converted once per schema. */
function listed(schema: z.ZodObject): StandardSchemaWithJSON {
  let standard = listedSchemas.get(schema);
  if (!standard) {
    const input = jsonSchema(schema, 'input');
    const output = jsonSchema(schema, 'output');
    standard = {
      '~standard': { ...schema['~standard'], jsonSchema: { input: () => input, output: () => output } },
    } as unknown as StandardSchemaWithJSON;
    listedSchemas.set(schema, standard);
  }
  return standard;
}

/** Problems from the services, as machine-readable tool error codes. */
const CODE_OF_STATUS: Record<number, string> = {
  400: 'invalid_argument',
  401: 'unauthenticated',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  422: 'unprocessable',
  429: 'rate_limited',
  503: 'unavailable',
  504: 'unavailable',
};

/** Where a tool error's machine-readable code and details are, in the result's `_meta`. */
export const TOOL_ERROR_META = 'local-events/error';

/**
 * A failure as a tool result: `isError`, the code and message as text, and the code with its details in `_meta`.
 * No `structuredContent`: a client checks that against the tool's output schema, which describes what succeeds
 * (the official 1.x client throws -32602 on an error result whose structured content does not match it).
 */
function toolErrorResult(error: ToolError | Problem): CallToolResult {
  const code = error instanceof ToolError ? error.code : String(error.extensions.code ?? CODE_OF_STATUS[error.status] ?? 'unavailable');
  const message = error instanceof ToolError ? error.message : (error.detail ?? error.title);
  // A problem's extensions say what to do next (the policy and `retryAfter` of a quota, for one).
  const { code: _code, ...details } = error instanceof ToolError ? error.details : error.extensions;
  return {
    isError: true,
    content: [{ type: 'text', text: `${code}: ${message}` }],
    _meta: { [TOOL_ERROR_META]: { code, message, ...details } },
  };
}

/** A token without any of the tool's scopes is challenged for the first (a missing token is refused before the server). */
const scopeChallenge = (tool: Tool) =>
  tool.scopes &&
  (({ authInfo }: { authInfo?: { scopes: string[] } }) =>
    authInfo && !tool.scopes!.some((scope) => authInfo.scopes.includes(scope))
      ? { scopes: [tool.scopes![0]] as [string], errorDescription: `${tool.name} needs a token with ${tool.scopes!.join(' or ')}` }
      : undefined);

function registerTool(server: McpServer, tool: Tool, context: ToolContext, icons: Icon[]) {
  server.registerTool(
    tool.name,
    {
      title: tool.title,
      description: tool.description,
      inputSchema: listed(tool.input),
      outputSchema: listed(tool.output),
      annotations: tool.annotations,
      icons,
      ...(tool.scopes ? { scopeChallenge: scopeChallenge(tool) } : {}),
    },
    async (args: unknown): Promise<CallToolResult> => {
      try {
        const { result, text } = await tool.handle(args as never, context);
        return { content: [{ type: 'text', text }], structuredContent: tool.output.parse(result) as Record<string, unknown> };
      } catch (error) {
        if (error instanceof ToolError || error instanceof Problem) return toolErrorResult(error);
        context.log.error({ err: error, tool: tool.name }, 'tool failed');
        return toolErrorResult(new ToolError('unavailable', 'The tool failed unexpectedly; try again later.'));
      }
    },
  );
}

/** What an endpoint offers and says about itself. */
export interface McpOffer {
  tools: Tool[];
  instructions: string;
}

/**
 * A fresh MCP server for one request (the SDK serves each request with its own), offering the endpoint's tools in
 * their listed order, the public resources and templates, the prompts and completions. Every cacheable answer may be
 * kept by anyone for as long as the API's public cache keeps its answers.
 */
export function mcpServer(offer: McpOffer, context: ToolContext): McpServer {
  const cacheHint: CacheHint = { ttlMs: context.config.PUBLIC_CACHE_SECONDS * 1000, cacheScope: 'public' };
  const icons: Icon[] = mcpIcons(context.config.SITE_URL);
  const server = new McpServer(
    { ...SERVER_INFO, websiteUrl: context.config.SITE_URL, icons },
    {
      capabilities: { tools: { listChanged: false }, resources: { listChanged: false }, prompts: { listChanged: false }, completions: {} },
      instructions: offer.instructions,
      cacheHints: Object.fromEntries(
        ['tools/list', 'prompts/list', 'resources/list', 'resources/templates/list', 'resources/read', 'server/discover'].map((method) => [
          method,
          cacheHint,
        ]),
      ),
    },
  );
  // A call of one tool needs that tool alone: building the whole offer (every tool, resource and prompt) for each
  // call was a twentieth of the API's CPU on find_events. Anything else (a listing, a batch, an unknown tool) gets it all.
  const called = offer.tools.find((tool) => tool.name === context.calledTool);
  if (called) {
    registerTool(server, called, context, icons);
    return server;
  }
  for (const tool of offer.tools) registerTool(server, tool, context, icons);
  registerResources(server, context, cacheHint);
  registerPrompts(server, context);
  return server;
}
