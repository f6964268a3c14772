import { createDocument, type ZodOpenApiOperationObject, type ZodOpenApiPathsObject } from 'zod-openapi';
import { z } from 'zod';
import type { Route } from './route.ts';
import { ProblemSchema } from './schemas.ts';

const problemTitles: Record<number, string> = {
  400: 'The request is malformed; `errors` lists each invalid field',
  401: 'No valid bearer token',
  403: 'The token lacks the scope this needs',
  404: 'Not found',
  405: 'Method not allowed',
  409: 'Conflict with the current state',
  422: 'Understood but refused',
  429: 'Too many requests; see Retry-After',
  503: 'A service this request needs is unavailable',
};

function operationOf(route: Route): ZodOpenApiOperationObject {
  const problem = { content: { 'application/problem+json': { schema: ProblemSchema } } };
  const responseContent = { content: { [route.response.contentType ?? 'application/json']: { schema: route.response.schema } } };
  return {
    operationId: route.operationId,
    summary: route.summary,
    ...(route.description ? { description: route.description } : {}),
    tags: route.tags,
    security: [],
    requestParams: {
      ...(route.query ? { query: route.query as z.ZodObject } : {}),
      ...(route.params ? { path: route.params as z.ZodObject } : {}),
    },
    responses: {
      [route.response.status]: { description: route.response.description, ...responseContent },
      ...Object.fromEntries((route.otherResponses ?? []).map((other) => [other.status, { description: other.description, ...responseContent }])),
      ...Object.fromEntries(route.problems.map((status) => [status, { description: problemTitles[status] ?? 'Problem', ...problem }])),
    },
  };
}

/** OpenAPI 3.1 for every route, from the schemas that validate and shape them. */
export function openApiDocument(routes: Route[], baseUrl: string) {
  const paths: ZodOpenApiPathsObject = {};
  for (const route of routes) paths[route.path] = { ...paths[route.path], [route.method]: operationOf(route) };
  return createDocument({
    openapi: '3.1.0',
    info: {
      title: 'Local Events API',
      version: '0.1.0',
      description:
        'What is on in towns and their neighbourhoods. Errors are RFC 9457 problem details (`application/problem+json`). ' +
        'Times are UTC with milliseconds and `Z`; calendar dates are days in the zone\'s own time zone.',
      license: { name: 'MIT', identifier: 'MIT' },
    },
    servers: [{ url: baseUrl }],
    tags: [
      { name: 'locations', description: 'Towns and neighbourhoods (zones)' },
      { name: 'events', description: 'What is on' },
      { name: 'venues', description: 'Where it happens' },
      { name: 'operations', description: 'Health and API description' },
    ],
    paths,
  });
}
