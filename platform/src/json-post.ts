import { STATUS_CODES } from 'node:http';
import { Agent, request } from 'undici';

/**
 * Calls between the project's own processes (facade to gateway, gateway to subgraphs) go through one undici Agent:
 * connections are kept alive and pooled per origin, and `request` skips the WHATWG fetch machinery (streams,
 * Request and Response objects), which cost more CPU than the rest of a gateway hop.
 */
const internalCalls = new Agent({ keepAliveTimeout: 30_000, connections: 64 });

export interface JsonAnswer {
  status: number;
  statusText: string;
  contentType: string | undefined;
  /** Parsed JSON, the text of anything else, or null for an unreadable JSON body. */
  body: unknown;
}

/** POSTs a JSON document and reads the answer; network failures and timeouts throw (a timeout as `TimeoutError`). */
export async function postJson(url: string, payload: string, headers: Record<string, string>, timeoutMs: number): Promise<JsonAnswer> {
  const response = await request(url, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: payload,
    dispatcher: internalCalls,
    signal: AbortSignal.timeout(timeoutMs),
  });
  const contentType = response.headers['content-type'] as string | undefined;
  const isJson = contentType?.startsWith('application/json') || contentType?.startsWith('application/graphql-response+json');
  const body = isJson ? await response.body.json().catch(() => null) : await response.body.text();
  return { status: response.statusCode, statusText: STATUS_CODES[response.statusCode] ?? '', contentType, body };
}
