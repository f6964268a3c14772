import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import type Koa from 'koa';
import type { Middleware } from 'koa';
import { metricsTokenFromEnvironment } from './config.ts';
import { secretCheck } from './internal-callers.ts';
import type { Logger } from './logger.ts';
import { httpRequests, metrics } from './metrics.ts';
import { PROBLEM_CONTENT_TYPE, Problem } from './problem.ts';
import { SECRET_PARAMETERS } from './secret-parameters.ts';
import { flushTraces, serverSpan } from './tracing/spans.ts';

export interface AppState {
  requestId: string;
  log: Logger;
}

export type AppContext = Koa.ParameterizedContext<AppState>;

const REQUEST_ID = /^[\w.:-]{1,128}$/;

/** The request's URL as logs show it, with credential values replaced. */
export function loggedUrl(path: string, querystring: string): string {
  if (!querystring) return path;
  const query = new URLSearchParams(querystring);
  for (const name of new Set(query.keys())) if (SECRET_PARAMETERS.has(name)) query.set(name, 'redacted');
  return `${path}?${query}`;
}

/** Takes the caller's `X-Request-Id` when it is sane, otherwise makes one; every log line of the request carries it. */
export function requestContext(log: Logger): Middleware<AppState> {
  return async (ctx, next) => {
    const incoming = ctx.get('x-request-id');
    ctx.state.requestId = REQUEST_ID.test(incoming) ? incoming : randomUUID();
    const span = serverSpan(ctx.method, ctx.path, ctx.headers);
    ctx.state.log = log.child({ requestId: ctx.state.requestId, ...span?.logFields });
    ctx.set('X-Request-Id', ctx.state.requestId);
    const started = process.hrtime.bigint();
    try {
      await (span ? span.run(next) : next());
    } finally {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      const route = (ctx as { routerPath?: string }).routerPath ?? (ctx.status === 404 ? 'unmatched' : ctx.path);
      const url = loggedUrl(ctx.path, ctx.querystring);
      httpRequests.observe({ method: ctx.method, route, status: String(ctx.status) }, seconds);
      span?.end({ route, status: ctx.status, requestId: ctx.state.requestId, url, clientAddress: ctx.ip });
      ctx.state.log.info({ method: ctx.method, url, status: ctx.status, ms: Math.round(seconds * 1000) }, 'request');
    }
  };
}

/**
 * Turns anything thrown below into an RFC 9457 answer; unexpected errors are logged and never shown.
 * `bearerChallenge` is the WWW-Authenticate every 401 carries unless the problem brings a more precise one.
 */
export function problemAnswers(options: { bearerChallenge?: string } = {}): Middleware<AppState> {
  return async (ctx, next) => {
    try {
      await next();
    } catch (error) {
      const problem = problemOf(error);
      if (problem.status >= 500) ctx.state.log.error({ err: error }, 'request failed');
      ctx.status = problem.status;
      if (problem.status === 401 && options.bearerChallenge) ctx.set('WWW-Authenticate', options.bearerChallenge);
      ctx.set(problem.headers);
      ctx.type = PROBLEM_CONTENT_TYPE;
      ctx.body = problem.toJSON(ctx.path);
    }
  };
}

/** The detail for a JSON body that is not the object an operation takes. */
export const NOT_A_JSON_OBJECT = 'The body is not valid JSON here: send a JSON object.';

/** What is wrong with a JSON body the body parser could not take (co-body: a SyntaxError with the text as `body`). */
function unreadableJson(text: string): string {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return 'The body is not valid JSON.';
  }
  // Valid JSON refused all the same: a bare value where an object is expected, or a "__proto__" key.
  return value === null || typeof value !== 'object'
    ? NOT_A_JSON_OBJECT
    : 'The body is not valid JSON here: "__proto__" is not accepted as a key.';
}

/** Anything thrown, as the problem to answer: a Problem as it is, a client error (4xx) with what may be shown, else a 500. */
export function problemOf(error: unknown): Problem {
  if (error instanceof Problem) return error;
  const http = error as { status?: number; expose?: boolean; message?: string; body?: unknown };
  if (error instanceof SyntaxError && http.status === 400 && typeof http.body === 'string')
    return new Problem(400, unreadableJson(http.body));
  if (typeof http.status === 'number' && http.status >= 400 && http.status < 500) {
    return new Problem(http.status, http.expose ? http.message : undefined);
  }
  // zlib's errors (Z_DATA_ERROR, Z_BUF_ERROR) carry no status: a Content-Encoding the body does not match.
  if (typeof (error as { code?: unknown }).code === 'string' && /^Z_/.test((error as { code: string }).code)) {
    return new Problem(400, 'The body could not be decompressed as its Content-Encoding says.');
  }
  return new Problem(500, 'The server could not complete the request.');
}

const CLIENT_ERROR_TITLES: Record<number, string> = { 400: 'Bad Request', 431: 'Request Header Fields Too Large' };

/**
 * Answers what Node's HTTP parser refuses before any middleware runs (headers or a URL over 16 kB, a made-up method,
 * a malformed request line) as a problem document too, instead of an empty answer.
 */
function answerClientError(error: Error & { code?: string }, socket: Duplex) {
  if (!socket.writable || error.code === 'ECONNRESET') return void socket.destroy();
  const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400;
  const detail = status === 431 ? 'The request line and headers are over 16 kB.' : 'The request is not HTTP this server reads.';
  const body = JSON.stringify({ type: 'about:blank', title: CLIENT_ERROR_TITLES[status], status, detail });
  socket.end(
    `HTTP/1.1 ${status} ${CLIENT_ERROR_TITLES[status]}\r\nContent-Type: ${PROBLEM_CONTENT_TYPE}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}

/**
 * What the routers' `allowedMethods()` left unanswered, as a status and the `Allow` to send: a method the routers
 * do not know (TRACE, PROPFIND, made-up ones; their 501) on a path a route has is a 405 like any other method
 * that path lacks, and on a path no route has it is a 404.
 */
export function unmatched(ctx: AppContext): { status: 404 } | { status: 405; allow: string } | undefined {
  if (ctx.body != null || (ctx.status !== 404 && ctx.status !== 405 && ctx.status !== 501)) return undefined;
  const allow = ctx.response.get('Allow');
  if (ctx.status === 404 || !allow) {
    ctx.remove('Allow');
    return { status: 404 };
  }
  return { status: 405, allow };
}

/**
 * Place before the router (whose `allowedMethods()` must not throw): what no route answered becomes a 404
 * problem, and a known path asked with another method (known to the router or not) a 405 problem with `Allow`.
 */
export function unmatchedAsProblems(hint = ''): Middleware<AppState> {
  return async (ctx, next) => {
    await next();
    const left = unmatched(ctx as AppContext);
    if (left?.status === 404) throw new Problem(404, `Nothing at ${ctx.path}.${hint ? ` ${hint}` : ''}`);
    if (left?.status === 405)
      throw new Problem(405, `${ctx.method} is not allowed here; use ${left.allow}.`, { headers: { Allow: left.allow } });
  };
}

/**
 * Runs `middleware` for GET and HEAD requests only: entity tags and conditional answers are for what can be read
 * again; hashing the answer to a POST (an MCP call's, say) would cost CPU and serve no one.
 */
export function forReads<State>(middleware: Middleware<State>): Middleware<State> {
  return (ctx, next) => (ctx.method === 'GET' || ctx.method === 'HEAD' ? middleware(ctx, next) : next());
}

export type ReadinessCheck = () => Promise<Record<string, unknown>>;

const PROBE_PATHS = new Set(['/livez', '/readyz', '/metrics']);

/** The token of `Authorization: Bearer <token>`, if that is what it is. */
const bearerToken = (authorization: string) => /^Bearer +(\S+) *$/i.exec(authorization)?.[1];

/**
 * Liveness, readiness and metrics, the same on every process. `/livez` and `/readyz` are open (orchestrator
 * probes); `/metrics` answers only to `Authorization: Bearer <metricsToken>`, and is off (404) without a token.
 * Without options the token is `METRICS_TOKEN` of the environment.
 */
export function probes(
  readiness: ReadinessCheck,
  options: { metricsToken?: string } = { metricsToken: metricsTokenFromEnvironment() },
): Middleware<AppState> {
  const presentsMetricsToken = options.metricsToken === undefined ? undefined : secretCheck(options.metricsToken);
  return async (ctx, next) => {
    if (!PROBE_PATHS.has(ctx.path) || (ctx.path === '/metrics' && !presentsMetricsToken)) return next();
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') {
      throw new Problem(405, `${ctx.method} is not allowed here; use GET, HEAD.`, { headers: { Allow: 'GET, HEAD' } });
    }
    if (ctx.path === '/livez') {
      ctx.body = { status: 'ok' };
    } else if (ctx.path === '/readyz') {
      const checks = await readiness();
      const ok = Object.values(checks).every((check) => (check as { status?: string }).status === 'ok');
      ctx.status = ok ? 200 : 503;
      ctx.body = { status: ok ? 'ok' : 'fail', checks };
    } else {
      if (!presentsMetricsToken!(bearerToken(ctx.get('authorization')))) {
        throw new Problem(401, undefined, { headers: { 'WWW-Authenticate': 'Bearer realm="metrics"' } });
      }
      ctx.set('Cache-Control', 'no-store');
      ctx.type = metrics.contentType;
      ctx.body = await metrics.metrics();
    }
  };
}

export interface RunningServer {
  server: Server;
  port: number;
  url: string;
  close(): Promise<void>;
}

/**
 * Listens, tells a supervising parent process which port it got (so port 0 works), and on SIGTERM/SIGINT
 * stops accepting, lets requests in flight finish, then runs `onClose` (pools, ORM) and exits.
 */
export async function serve(
  app: Koa<AppState>,
  options: { port: number; host?: string; log: Logger; onClose?: () => Promise<void>; graceMs?: number },
): Promise<RunningServer> {
  const server = createServer(app.callback());
  server.keepAliveTimeout = 65_000;
  server.on('clientError', answerClientError);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host ?? '0.0.0.0', resolve);
  });
  const port = (server.address() as AddressInfo).port;
  const url = `http://127.0.0.1:${port}`;

  let closing: Promise<void> | undefined;
  const close = () => {
    closing ??= (async () => {
      const drained = new Promise<void>((resolve) => server.close(() => resolve()));
      // Keep-alive connections become idle as their last requests finish: close each as soon as it does.
      server.closeIdleConnections();
      const idle = setInterval(() => server.closeIdleConnections(), 100);
      const grace = setTimeout(() => server.closeAllConnections(), options.graceMs ?? 10_000);
      await drained;
      clearInterval(idle);
      clearTimeout(grace);
      await options.onClose?.();
      await flushTraces();
    })();
    return closing;
  };

  const stop = (signal: string) => {
    options.log.info({ signal }, 'shutting down');
    close().then(
      () => process.exit(0),
      (error: unknown) => {
        options.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
  process.once('disconnect', () => stop('parent-disconnect'));

  options.log.info({ port }, 'listening');
  process.send?.({ type: 'ready', port });
  return { server, port, url, close };
}
