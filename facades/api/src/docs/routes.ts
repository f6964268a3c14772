import { createHash } from 'node:crypto';
import escapeHtml from 'escape-html';
import { z } from 'zod';
import { defineRoute, type Route } from '../route.ts';
import { openApiDocument } from './openapi.ts';
import { contentSecurityPolicy } from '../security-headers.ts';

/** The page's only style, inline: the page loads nothing, and its policy allows exactly this stylesheet by hash. */
const STYLE =
  'body{font:16px/1.5 system-ui,sans-serif;max-width:46rem;margin:2rem auto;padding:0 1rem;color:#1a1a1a}code{background:#f2f2f2;padding:.1em .3em}';
const POLICY = contentSecurityPolicy({ 'style-src': [`'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`] });

function page(routes: Route[]): string {
  const operations = routes
    .map(
      (route) => `
    <section>
      <h2><code>${escapeHtml(route.method.toUpperCase())} ${escapeHtml(route.path)}</code></h2>
      <p>${escapeHtml(route.summary)}</p>
      ${route.description ? `<p>${escapeHtml(route.description)}</p>` : ''}
    </section>`,
    )
    .join('');
  return `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>Local Events API</title>
  <style>${STYLE}</style>
</head>
<body>
  <main>
    <h1>Local Events API</h1>
    <p>The machine-readable description is <a href="/api/openapi.json">/api/openapi.json</a> (OpenAPI 3.1).
    Errors are RFC 9457 problem details; times are UTC with milliseconds and <code>Z</code>.</p>
    ${operations}
  </main>
</body>
</html>`;
}

/** A human-readable list of the operations, from the same route definitions as the OpenAPI document. */
export function docsRoute(routes: () => Route[]) {
  let html: string | undefined;
  return defineRoute({
    method: 'get',
    path: '/api/docs',
    operationId: 'docs',
    summary: 'This API, for people (HTML)',
    tags: ['operations'],
    query: z.object({}),
    response: { status: 200, description: 'The documentation page', schema: z.string(), contentType: 'text/html' },
    problems: [],
    async handle({ context }) {
      html ??= page(routes());
      context.koa.set('Content-Security-Policy', POLICY);
      return html;
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
