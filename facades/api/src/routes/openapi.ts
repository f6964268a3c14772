import { z } from 'zod';
import { defineRoute, type Route } from '../route.ts';
import { openApiDocument } from '../openapi.ts';

/** Serves the document of `routes` (itself included), built once on first request. */
export function openApiRoute(routes: () => Route[]) {
  let document: unknown;
  return defineRoute({
    method: 'get',
    path: '/api/openapi.json',
    operationId: 'openApi',
    summary: 'This API, described in OpenAPI 3.1',
    tags: ['operations'],
    query: z.object({}),
    response: { status: 200, description: 'The OpenAPI document', schema: z.record(z.string(), z.unknown()) },
    problems: [],
    async handle({ context }) {
      document ??= openApiDocument(routes(), context.config.BASE_URL, context.config.SITE_URL);
      return document as Record<string, unknown>;
    },
  });
}
