import Router from '@koa/router';
import { z } from 'zod';
import { Problem, type AppContext, type FieldProblem } from '@local-events/platform';
import type { ApiConfig } from './config.ts';
import type { GatewayClient } from './gateway-client.ts';

export type Method = 'get' | 'post' | 'patch' | 'delete';

/** What a handler gets besides its validated input. */
export interface RouteContext {
  gateway: GatewayClient;
  config: ApiConfig;
  requestId: string;
  authorization?: string;
  koa: AppContext;
}

/**
 * One REST operation: its input schemas validate requests *and* generate the OpenAPI document, and its
 * response schema shapes the answer (unknown fields are dropped), so the document cannot drift from the code.
 */
export interface Route<Q extends z.ZodType = z.ZodType, P extends z.ZodType = z.ZodType, R extends z.ZodType = z.ZodType> {
  method: Method;
  /** OpenAPI path template, e.g. `/api/p/venues/{slug}`. */
  path: string;
  operationId: string;
  summary: string;
  description?: string;
  tags: string[];
  query?: Q;
  params?: P;
  response: { status: number; description: string; schema: R; contentType?: string };
  /** For answers whose status depends on the body (health: 200 or 503 with the same shape). */
  statusOf?: (body: z.output<R>) => number;
  otherResponses?: { status: number; description: string }[];
  /** Problem statuses this operation may answer with. */
  problems: number[];
  handle(input: { query: z.output<Q>; params: z.output<P>; context: RouteContext }): Promise<z.input<R>>;
}

export const defineRoute = <Q extends z.ZodType, P extends z.ZodType, R extends z.ZodType>(route: Route<Q, P, R>) => route;

function parse<S extends z.ZodType>(schema: S | undefined, value: unknown, where: FieldProblem['in']): z.output<S> {
  if (!schema) return undefined as z.output<S>;
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const errors = result.error.issues.map((issue) => ({
    name: issue.path.join('.') || '(root)',
    in: where,
    detail: issue.message,
  }));
  throw new Problem(400, errors.map((error) => `${error.name}: ${error.detail}`).join('; '), { errors });
}

const koaPath = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');

export function routerFor(routes: Route[], services: Pick<RouteContext, 'gateway' | 'config'>): Router {
  const router = new Router();
  for (const route of routes) {
    router[route.method](route.operationId, koaPath(route.path), async (ctx) => {
      const koa = ctx as unknown as AppContext;
      const query = parse(route.query, ctx.query, 'query');
      const params = parse(route.params, ctx.params, 'path');
      const body = await route.handle({
        query,
        params,
        context: { ...services, requestId: koa.state.requestId, authorization: ctx.get('authorization') || undefined, koa },
      });
      const shaped = route.response.schema.parse(body);
      ctx.status = route.statusOf?.(shaped) ?? route.response.status;
      ctx.type = route.response.contentType ?? 'application/json';
      ctx.body = shaped;
    });
  }
  return router;
}
