import { Client, StreamableHTTPClientTransport, type CallToolResult } from '@modelcontextprotocol/client';
import { api } from './http.ts';

export const MCP_READ = '/api/mcp/events';
export const MCP_FULL = '/api/mcp';

/** The protocol eras both endpoints serve: 2025 (initialize) and 2026-07-28 (server/discover, a `_meta` envelope per request). */
export type Era = 'legacy' | 'modern';
export const ERAS: Era[] = ['legacy', 'modern'];

/** The official SDK client, connected to one of the MCP endpoints in the given era (the 2025 handshake by default). */
export async function mcpClient(path: string, headers: Record<string, string> = {}, era: Era = 'legacy'): Promise<Client> {
  const client = new Client(
    { name: 'local-events-tests', version: '1.0.0' },
    era === 'modern' ? { versionNegotiation: { mode: { pin: '2026-07-28' } } } : {},
  );
  await client.connect(new StreamableHTTPClientTransport(new URL(api(path)), { requestInit: { headers } }));
  return client;
}

export async function callTool<Structured = Record<string, unknown>>(client: Client, name: string, args: Record<string, unknown> = {}) {
  const result = (await client.callTool({ name, arguments: args })) as CallToolResult;
  return { ...result, structured: result.structuredContent as Structured };
}

/** A tool as tools/list names it: this server annotates every tool it lists. */
export interface ListedTool {
  name: string;
  annotations: { readOnlyHint: boolean };
}

/**
 * A raw JSON-RPC answer as the tests read it. An answer carries a result or an error, never both; the tests check by its shape
 * which one came, so both are typed as there.
 */
export interface JsonRpcAnswer {
  jsonrpc: '2.0';
  id: string | number | null;
  result: { [field: string]: unknown; tools: ListedTool[] };
  error: { code: number; message: string; data?: unknown };
}

/** A response whose body is read as a JSON-RPC answer. */
export type RawMcpResponse = Omit<Response, 'json'> & { json(): Promise<JsonRpcAnswer> };

/** A raw JSON-RPC POST, for the protocol's edges. */
export async function rawMcp(path: string, body: unknown, headers: Record<string, string> = {}): Promise<RawMcpResponse> {
  const response = await fetch(api(path), {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/json, text/event-stream',
      'mcp-protocol-version': '2025-06-18',
      ...headers,
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return response as RawMcpResponse;
}

/** The 2026-07-28 envelope every modern request carries in `_meta`, and the headers that repeat it. */
export function modernRequest(method: string, params: Record<string, unknown> = {}, id = 1) {
  const meta = {
    'io.modelcontextprotocol/protocolVersion': '2026-07-28',
    'io.modelcontextprotocol/clientInfo': { name: 'raw', version: '1' },
    'io.modelcontextprotocol/clientCapabilities': {},
  };
  const name = (params.name ?? params.uri) as string | undefined;
  return {
    body: { jsonrpc: '2.0', id, method, params: { ...params, _meta: meta } },
    headers: { 'mcp-protocol-version': '2026-07-28', 'mcp-method': method, ...(name ? { 'mcp-name': name } : {}) },
  };
}
