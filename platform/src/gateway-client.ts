import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
import { specificCode, statusOfErrorCode } from './error-codes.ts';
import { CLIENT_ADDRESS_HEADER, FACADE_SECRET_HEADER, GATEWAY_SECRET_HEADER } from './internal-callers.ts';
import { postJson, type JsonAnswer } from './json-post.ts';
import { Problem } from './problem.ts';
import { rateLimitHeaders, type RateLimitState } from './rate-limit.ts';

/**
 * A named GraphQL operation as GraphQL Code Generator writes it (`documentMode: 'string'`): the operation's text,
 * typed by the `data` it answers and the variables it takes, both generated from the schema (codegen.ts).
 */
export type Operation<Data, Variables> = DocumentTypeDecoration<Data, Variables> & { toString(): string };

const operationNames = new WeakMap<object, string>();

/** The operation's name (sent as `operationName`, which the gateway logs), read once per operation. */
function operationNameOf<Data, Variables>(operation: Operation<Data, Variables>): string {
  let name = operationNames.get(operation);
  if (name === undefined) {
    name = /(?:query|mutation)\s+(\w+)/.exec(operation.toString())?.[1];
    if (!name) throw new Error('operations must be named');
    operationNames.set(operation, name);
  }
  return name;
}

interface GraphQLErrorBody {
  message: string;
  extensions?: { code?: string; field?: string; policy?: string; retryAfter?: number; rateLimits?: RateLimitState[] };
}

export interface CallContext {
  requestId: string;
  authorization?: string;
  venueToken?: string;
  /** The address of whoever asked the facade; passed on only by a client that holds the facade secret. */
  clientAddress?: string;
}

/**
 * The one way a facade or a service talks to the gateway: named operations over HTTP with keep-alive, errors as
 * problems. A facade presents the facade secret (with the client's address), a service the gateway secret: either
 * makes the gateway continue the caller's trace.
 */
export class GatewayClient {
  constructor(
    private readonly url: string,
    private readonly options: { timeoutMs?: number; facadeSecret?: string; gatewaySecret?: string } = {},
  ) {}

  async request<Data, Variables>(op: Operation<Data, Variables>, variables: Variables, context: CallContext): Promise<Data> {
    let answer: JsonAnswer;
    try {
      answer = await postJson(
        this.url,
        JSON.stringify({ operationName: operationNameOf(op), query: op.toString(), variables }),
        {
          accept: 'application/graphql-response+json, application/json',
          'x-request-id': context.requestId,
          ...(context.authorization ? { authorization: context.authorization } : {}),
          ...(context.venueToken ? { 'x-venue-token': context.venueToken } : {}),
          ...(this.options.facadeSecret && context.clientAddress
            ? { [FACADE_SECRET_HEADER]: this.options.facadeSecret, [CLIENT_ADDRESS_HEADER]: context.clientAddress }
            : {}),
          ...(this.options.gatewaySecret ? { [GATEWAY_SECRET_HEADER]: this.options.gatewaySecret } : {}),
        },
        this.options.timeoutMs ?? 10_000,
      );
    } catch (error) {
      const timedOut = (error as Error).name === 'TimeoutError';
      throw new Problem(
        timedOut ? 504 : 503,
        timedOut ? 'The service answering this request took too long.' : 'A service this request needs is unavailable.',
      );
    }
    const body = (typeof answer.body === 'object' ? answer.body : null) as { data?: Data | null; errors?: GraphQLErrorBody[] } | null;
    if (!body) throw new Problem(502, 'A service this request needs gave an unreadable answer.');
    if (body.errors?.length) throw toProblem(body.errors);
    if (body.data === undefined || body.data === null) throw new Problem(502, 'A service this request needs gave no data.');
    return body.data;
  }
}

/** Errors the caller can act on keep their message; anything else becomes a 503 without internals. */
function toProblem(errors: GraphQLErrorBody[]): Problem {
  const actionable = errors.find((error) => statusOfErrorCode(error.extensions?.code) !== undefined);
  if (!actionable) return new Problem(503, 'A service this request needs is unavailable or failed.');
  const status = statusOfErrorCode(actionable.extensions?.code)!;
  const code = specificCode(actionable.extensions?.code, status);
  // What is left of a quota the request counted against, on refusals too.
  const headers = rateLimitHeaders(actionable.extensions?.rateLimits ?? []);
  if (status === 429) return rateLimited(actionable, headers);
  return new Problem(status, actionable.message, {
    ...(code ? { extensions: { code } } : {}),
    headers,
    argument: actionable.extensions?.field,
  });
}

/** Over a quota: a 429 problem naming the policy, with Retry-After. */
function rateLimited({ message, extensions = {} }: GraphQLErrorBody, headers: Record<string, string>): Problem {
  const retryAfter = extensions.retryAfter ?? 1;
  return new Problem(429, message, {
    extensions: { policy: extensions.policy, retryAfter },
    headers: { 'Retry-After': String(retryAfter), ...headers },
  });
}
