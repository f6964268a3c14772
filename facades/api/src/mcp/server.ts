import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { CallToolRequestSchema, ErrorCode, ListToolsRequestSchema, McpError, type CallToolResult, type Tool as ToolListing } from '@modelcontextprotocol/sdk/types.js';
import { z } from 'zod';
import { Problem } from '@local-events/platform';
import { ToolError, type Tool, type ToolContext } from './tool.ts';

export const SERVER_INFO = { name: 'local-events', title: 'Local Events', version: '0.1.0' };

/**
 * A tool schema as JSON Schema with an object at its root: schemas named for OpenAPI (`.meta({ id })`) come out
 * as a `$ref` into `$defs`, so the named root is brought up and the other definitions stay beside it.
 */
const jsonSchema = (schema: z.ZodType, io: 'input' | 'output') => {
  const { $schema: _dialect, $ref, $defs, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as Record<string, unknown> & {
    $ref?: string;
    $defs?: Record<string, Record<string, unknown>>;
  };
  const name = $ref?.replace('#/$defs/', '');
  const { [name ?? '']: root, ...others } = $defs ?? {};
  const body = root ? { ...root, ...rest } : rest;
  return (Object.keys(others).length ? { ...body, $defs: others } : body) as ToolListing['inputSchema'];
};

const listings = new WeakMap<Tool, ToolListing>();

/** How a tool listing shows a tool: JSON Schema of its input and output, its hints. Converted once per tool. */
export function toolListing(tool: Tool): ToolListing {
  let listing = listings.get(tool);
  if (!listing) {
    listing = {
      name: tool.name,
      title: tool.title,
      description: tool.description,
      inputSchema: jsonSchema(tool.input, 'input'),
      outputSchema: jsonSchema(tool.output, 'output'),
      annotations: tool.annotations,
    };
    listings.set(tool, listing);
  }
  return listing;
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

export function toolErrorResult(error: ToolError | Problem): CallToolResult {
  const code = error instanceof ToolError ? error.code : String(error.extensions.code ?? CODE_OF_STATUS[error.status] ?? 'unavailable');
  const message = error instanceof ToolError ? error.message : (error.detail ?? error.title);
  // A problem's extensions say what to do next (the policy and `retryAfter` of a quota, for one).
  const { code: _code, ...details } = error instanceof ToolError ? error.details : error.extensions;
  return { isError: true, content: [{ type: 'text', text: `${code}: ${message}` }], structuredContent: { error: { code, message, ...details } } };
}

/**
 * A fresh MCP server for one request, offering `tools`. Unknown tools and arguments that do not match a
 * tool's input schema are protocol errors (-32602); failures the caller can act on are tool results with
 * `isError: true` and a code.
 */
export function mcpServer(tools: Tool[], context: ToolContext, instructions: string): Server {
  const server = new Server(SERVER_INFO, { capabilities: { tools: { listChanged: false } }, instructions });
  const byName = new Map(tools.map((tool) => [tool.name, tool]));
  server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools: tools.map(toolListing) }));
  server.setRequestHandler(CallToolRequestSchema, async (request): Promise<CallToolResult> => {
    const tool = byName.get(request.params.name);
    if (!tool) throw new McpError(ErrorCode.InvalidParams, `Unknown tool: ${request.params.name}. tools/list shows the tools of this endpoint.`);
    const args = tool.input.safeParse(request.params.arguments ?? {});
    if (!args.success) {
      const issues = args.error.issues.map((issue) => `${issue.path.join('.') || '(arguments)'}: ${issue.message}`).join('; ');
      throw new McpError(ErrorCode.InvalidParams, `Invalid arguments for ${tool.name}: ${issues}`);
    }
    try {
      const { result, text } = await tool.handle(args.data, context);
      return { content: [{ type: 'text', text }], structuredContent: tool.output.parse(result) as Record<string, unknown> };
    } catch (error) {
      if (error instanceof ToolError || error instanceof Problem) return toolErrorResult(error);
      context.log.error({ err: error, tool: tool.name }, 'tool failed');
      throw new McpError(ErrorCode.InternalError, 'The tool failed unexpectedly; try again later.');
    }
  });
  return server;
}
