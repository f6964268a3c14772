import Router from '@koa/router';
import type { z } from 'zod';
import {
  bearerChallenge,
  hasAnyScope,
  InvalidToken,
  NOT_A_JSON_OBJECT,
  Problem,
  resourceMetadataUrl,
  SCOPES,
  type AppContext,
  type Caller,
  type FieldProblem,
  type GatewayClient,
  type TokenVerifier,
} from '@local-events/platform';
import type { ApiConfig } from './config.ts';
import type { PublicCache } from './public-cache.ts';

export type Method = 'get' | 'post' | 'patch' | 'delete';

/** What a handler gets besides its validated input. */
export interface RouteContext {
  gateway: GatewayClient;
  config: ApiConfig;
  requestId: string;
  authorization?: string;
  venueToken?: string;
  /** Who asked (behind a trusted proxy, from X-Forwarded-For), passed on to the gateway. */
  clientAddress: string;
  /** The verified caller, for routes that require a bearer token. */
  caller?: Caller;
  koa: AppContext;
}

/**
 * How a route is protected. `bearer`: a valid access token holding any of `scopes` (verified here, and again by
 * the subgraph). `venue`: a bearer token or a venue-manage token (`X-Venue-Token`); which venue it may manage
 * is the venues service's to say.
 */
export type RouteAuth = { kind: 'bearer'; scopes: readonly string[] } | { kind: 'venue' };

/** The bearer scopes that may manage a venue (the venues service then checks which venue). */
export const VENUE_SCOPES = [SCOPES.manageVenues, SCOPES.admin] as const;

/**
 * One REST operation: its input schemas validate requests *and* generate the OpenAPI document, and its
 * response schema shapes the answer (unknown fields are dropped), so the document cannot drift from the code.
 */
export interface Route<
  Q extends z.ZodType = z.ZodType,
  P extends z.ZodType = z.ZodType,
  B extends z.ZodType = z.ZodType,
  R extends z.ZodType = z.ZodType,
  H extends z.ZodType = z.ZodType,
> {
  method: Method;
  /** OpenAPI path template, e.g. `/api/p/venues/{slug}`. */
  path: string;
  operationId: string;
  summary: string;
  description?: string;
  tags: string[];
  auth?: RouteAuth;
  query?: Q;
  params?: P;
  body?: B;
  /** Request headers the operation reads (lower-case names), validated and documented like the rest. */
  headers?: H;
  /** A public read: its answers may be kept a few seconds (see public-cache.ts) and shared by every caller. */
  publicCache?: boolean;
  response: { status: number; description: string; schema: R; contentType?: string };
  /** For answers whose status depends on the body (health: 200 or 503 with the same shape). */
  statusOf?: (body: z.output<R>) => number;
  otherResponses?: { status: number; description: string }[];
  /** Problem statuses this operation may answer with. */
  problems: number[];
  handle(input: {
    query: z.output<Q>;
    params: z.output<P>;
    body: z.output<B>;
    headers: z.output<H>;
    context: RouteContext;
  }): Promise<z.input<R> | ShapedJson>;
}

/**
 * An answer its route built as JSON text from parts it shaped with the response schema beforehand: a long list
 * whose items change little between requests (the zone list's zones, with only their counts new each time).
 */
export class ShapedJson {
  /** UTF-8 JSON: joined from parts encoded once, it is sent without encoding a long string on every request. */
  constructor(readonly body: Buffer) {}
}

export const defineRoute = <
  Q extends z.ZodType,
  P extends z.ZodType,
  B extends z.ZodType,
  R extends z.ZodType,
  H extends z.ZodType = z.ZodType,
>(
  route: Route<Q, P, B, R, H>,
) => route;

function parse<S extends z.ZodType>(schema: S | undefined, value: unknown, where: FieldProblem['in']): z.output<S> {
  if (!schema) return undefined as z.output<S>;
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const errors = result.error.issues.map((issue) => ({
    name: issue.path.join('.') || (where === 'body' ? '(body)' : '(root)'),
    in: where,
    detail: issue.message,
  }));
  throw new Problem(400, errors.map((error) => `${error.name}: ${error.detail}`).join('; '), { errors });
}

const koaPath = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');

/** The bearer caller of a protected route, or the 401/403 problem (with its RFC 6750 challenge) to answer. */
async function authorise(auth: RouteAuth, ctx: AppContext, verifier: TokenVerifier, siteUrl: string): Promise<Caller | undefined> {
  const metadata = resourceMetadataUrl(siteUrl);
  const authorization = ctx.get('authorization') || undefined;
  if (auth.kind === 'venue' && !authorization) {
    if (ctx.get('x-venue-token')) return undefined;
    throw new Problem(401, 'This needs a bearer access token with venues:manage, or a venue-manage token in X-Venue-Token.');
  }
  let caller: Caller | null;
  try {
    caller = await verifier.verify(authorization);
  } catch (error) {
    if (!(error instanceof InvalidToken)) throw new Problem(503, 'The identity provider cannot be reached to check the token.');
    throw new Problem(401, error.message, {
      headers: { 'WWW-Authenticate': bearerChallenge(metadata, { code: 'invalid_token', description: error.message }) },
    });
  }
  if (!caller) throw new Problem(401, 'This needs a bearer access token.');
  const scopes = auth.kind === 'bearer' ? auth.scopes : VENUE_SCOPES;
  if (!hasAnyScope(caller, scopes)) {
    const detail = `This needs a token with one of the scopes: ${scopes.join(', ')}.`;
    throw new Problem(403, detail, {
      headers: {
        'WWW-Authenticate': bearerChallenge(metadata, { code: 'insufficient_scope', description: detail, scope: scopes.join(' ') }),
      },
    });
  }
  return caller;
}

export function routerFor(
  routes: Route[],
  services: Pick<RouteContext, 'gateway' | 'config'> & { verifier: TokenVerifier; cache?: PublicCache },
): Router {
  const router = new Router();
  for (const route of routes) {
    router[route.method](route.operationId, koaPath(route.path), async (ctx) => {
      const koa = ctx as unknown as AppContext;
      const cache = route.publicCache ? services.cache : undefined;
      const cacheKey = `${route.operationId}:${ctx.url}`;
      if (cache) {
        ctx.set('Cache-Control', `public, max-age=${cache.ttlSeconds}`);
        const hit = await cache.get(cacheKey).catch(() => undefined);
        if (hit) {
          ctx.status = hit.status;
          ctx.type = hit.type;
          ctx.body = hit.body;
          return;
        }
      }
      const caller = route.auth ? await authorise(route.auth, koa, services.verifier, services.config.SITE_URL) : undefined;
      const query = parse(route.query, ctx.query, 'query');
      const params = parse(route.params, ctx.params, 'path');
      const headers = parse(route.headers, ctx.headers, 'header');
      if (route.body && !ctx.is('application/json')) throw new Problem(415, 'Send the body as application/json.');
      const raw = (ctx.request as { body?: unknown }).body;
      if (route.body && (typeof raw !== 'object' || raw === null || Array.isArray(raw))) throw new Problem(400, NOT_A_JSON_OBJECT);
      const body = parse(route.body, raw, 'body');
      const answer = await route.handle({
        query,
        params,
        body,
        headers,
        context: {
          gateway: services.gateway,
          config: services.config,
          requestId: koa.state.requestId,
          authorization: ctx.get('authorization') || undefined,
          venueToken: ctx.get('x-venue-token') || undefined,
          clientAddress: koa.ip,
          caller,
          koa,
        },
      });
      ctx.type = route.response.contentType ?? 'application/json';
      if (answer instanceof ShapedJson) {
        ctx.status = route.response.status;
        ctx.body = answer.body;
      } else {
        const shaped = route.response.schema.parse(answer);
        ctx.status = route.statusOf?.(shaped) ?? route.response.status;
        // Serialised once here: the ETag is computed from this text, and Koa sends it as it is.
        ctx.body = ctx.response.is('json') ? JSON.stringify(shaped) : (shaped as string);
      }
      if (cache && ctx.status === 200) {
        const body = ctx.body instanceof Buffer ? ctx.body.toString('utf8') : (ctx.body as string);
        await cache.set(cacheKey, { status: ctx.status, type: ctx.type, body }).catch(() => undefined);
      }
    });
  }
  return router;
}
