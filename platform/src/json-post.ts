import { STATUS_CODES } from 'node:http';
import { Agent, buildConnector, request } from 'undici';
import { atProcessStart } from './process-start-context.ts';
import { clientSpan } from './tracing/spans.ts';

/**
 * Calls between the project's own processes (facade to gateway, gateway to subgraphs) go through one undici Agent:
 * connections are kept alive and pooled per origin, and `request` skips the WHATWG fetch machinery (streams,
 * Request and Response objects), which cost more CPU than the rest of a gateway hop. Connections are opened in the
 * process's own async context, not in that of the request that needed one (process-start-context.ts). With `connect`
 * a function, the Agent's own connection options (connectTimeout, tls, autoSelectFamily) are not read: they go to
 * `buildConnector` here (its defaults are the Agent's).
 */
const openConnection = buildConnector({});
const internalCalls = new Agent({
  keepAliveTimeout: 30_000,
  connections: 64,
  connect: (options, callback) => atProcessStart(() => openConnection(options, callback)),
});

export interface JsonAnswer {
  status: number;
  statusText: string;
  contentType: string | undefined;
  /** Parsed JSON, the text of anything else, or null for an unreadable JSON body. */
  body: unknown;
}

const TIMEOUT_CODES = new Set(['UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT']);

/**
 * POSTs a JSON document and reads the answer. Network failures throw; so does an answer that does not start, or
 * stalls, for `timeoutMs` (as an error named `TimeoutError`). undici's own timers are used (they tick about once a
 * second): an AbortSignal per call costs a timer and an exception object each time.
 */
export async function postJson(url: string, payload: string, headers: Record<string, string>, timeoutMs: number): Promise<JsonAnswer> {
  const sent = { ...headers, 'content-type': 'application/json' };
  const span = clientSpan('POST', url, sent);
  try {
    const response = await request(url, {
      method: 'POST',
      headers: sent,
      body: payload,
      dispatcher: internalCalls,
      headersTimeout: timeoutMs,
      bodyTimeout: timeoutMs,
    });
    const contentType = response.headers['content-type'] as string | undefined;
    const isJson = contentType?.startsWith('application/json') || contentType?.startsWith('application/graphql-response+json');
    const text = await response.body.text();
    span?.end(response.statusCode);
    return {
      status: response.statusCode,
      statusText: STATUS_CODES[response.statusCode] ?? '',
      contentType,
      body: isJson ? parsedOrNull(text) : text,
    };
  } catch (error) {
    span?.fail(error as Error);
    if (!TIMEOUT_CODES.has((error as { code?: string }).code ?? '')) throw error;
    throw Object.assign(new Error(`${url} gave no answer within ${timeoutMs} ms`), { name: 'TimeoutError' });
  }
}

function parsedOrNull(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
