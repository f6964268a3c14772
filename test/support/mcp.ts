import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { api } from './http.ts';

export const MCP_READ = '/api/mcp/events';
export const MCP_FULL = '/api/mcp';

/** The official SDK client, connected (initialize done) to one of the MCP endpoints. */
export async function mcpClient(path: string, headers: Record<string, string> = {}): Promise<Client> {
  const client = new Client({ name: 'local-events-tests', version: '1.0.0' });
  await client.connect(new StreamableHTTPClientTransport(new URL(api(path)), { requestInit: { headers } }));
  return client;
}

export async function callTool<Structured = Record<string, unknown>>(client: Client, name: string, args: Record<string, unknown> = {}) {
  const result = (await client.callTool({ name, arguments: args })) as CallToolResult;
  return { ...result, structured: result.structuredContent as Structured };
}

/** Raw answers are read loosely: the tests check their shape. */
type Json = any;

/** A raw JSON-RPC POST, for the protocol's edges. */
export async function rawMcp(path: string, body: unknown, headers: Record<string, string> = {}): Promise<Omit<Response, 'json'> & { json(): Promise<Json> }> {
  return fetch(api(path), {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', 'mcp-protocol-version': '2025-06-18', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}
