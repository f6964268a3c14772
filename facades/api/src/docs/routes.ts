import { z } from 'zod';
import { defineRoute, type Route } from '../route.ts';
import { openApiDocument } from './openapi.ts';
import { contentSecurityPolicy } from '../security-headers.ts';
import { REFERENCE_ASSETS } from './reference-assets.ts';

/**
 * The reference's policy: its scripts and styles from this origin only (no inline script or style), requests tried
 * out go to this API, and the sign-in settings (the OpenID configuration the document names, on the site) are read
 * from the site; nothing else is loaded.
 */
export const referencePolicy = (siteUrl: string) =>
  contentSecurityPolicy({
    'script-src': ["'self'"],
    'style-src': ["'self'"],
    'img-src': ["'self'", 'data:'],
    'font-src': ["'self'"],
    'connect-src': ["'self'", new URL(siteUrl).origin],
    'base-uri': ["'none'"],
    'form-action': ["'none'"],
  });

const PAGE = `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>Local Events API</title>
  <link rel="icon" href="data:,">
  <link rel="stylesheet" href="${REFERENCE_ASSETS}swagger-ui.css">
  <link rel="stylesheet" href="${REFERENCE_ASSETS}page.css">
</head>
<body>
  <header>
    <h1>Local Events API</h1>
    <p>Every operation with its parameters, answers and examples; open one and choose <em>Try it out</em> to call it.
    The document itself is <a href="/api/openapi.json">/api/openapi.json</a> (OpenAPI 3.1).</p>
    <h2>Conventions</h2>
    <p>Errors are RFC 9457 problem details (<code>application/problem+json</code>), with the fields at fault in
    <code>errors</code>. Times are UTC with milliseconds and <code>Z</code>; the <code>*Local</code> fields are wall-clock
    times in the event's zone, with its offset; days are calendar days in the zone's time zone. Search words are
    <code>q</code> everywhere.</p>
  </header>
  <div id="reference"></div>
  <script src="${REFERENCE_ASSETS}swagger-ui-bundle.js"></script>
  <script src="${REFERENCE_ASSETS}start.js"></script>
</body>
</html>
`;

/** The API's interactive reference (Swagger UI on the OpenAPI document, served from npm's files). */
export function docsRoute() {
  return defineRoute({
    method: 'get',
    path: '/api/docs',
    operationId: 'docs',
    summary: 'This API, for people: an interactive reference (HTML)',
    tags: ['operations'],
    query: z.object({}),
    response: { status: 200, description: 'The documentation page', schema: z.string(), contentType: 'text/html' },
    problems: [],
    async handle({ context }) {
      context.koa.set('Content-Security-Policy', referencePolicy(context.config.SITE_URL));
      return PAGE;
    },
  });
}

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
