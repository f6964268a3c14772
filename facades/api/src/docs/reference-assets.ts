import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { AppState } from '@local-events/platform';
import type { Middleware } from 'koa';

/** Where the reference's files are served from. */
export const REFERENCE_ASSETS = '/api/docs/assets/';

const require = createRequire(import.meta.url);
const swaggerUi = (file: string) => join(dirname(require.resolve('swagger-ui-dist/package.json')), file);

/** Swagger UI's start: the document beside it, no outside validator, requests tried on this API. */
const START = `window.addEventListener('DOMContentLoaded', function () {
  SwaggerUIBundle({
    url: '/api/openapi.json',
    dom_id: '#reference',
    // No links inside the operations' summary buttons (deep links nest a link in a button).
    deepLinking: false,
    validatorUrl: null,
    defaultModelsExpandDepth: 0,
    displayRequestDuration: true,
    presets: [SwaggerUIBundle.presets.apis],
    layout: 'BaseLayout',
  });
});
`;

/**
 * The page's own touches: a readable column on a phone, contrast Swagger UI's colours do not all have, and its
 * title block and server picker hidden (the page's header says what they would; the one server is this API).
 */
const PAGE_CSS = `body{margin:0;font-family:system-ui,sans-serif;color:#1a1a1a}
header,#reference{max-width:1200px;margin:0 auto;padding:0 1rem}
header h1,header p{margin:1rem 0}
.swagger-ui .scheme-container,.swagger-ui .information-container{display:none}
.swagger-ui .opblock.opblock-get .opblock-summary-method{background:#1f5fa8}
.swagger-ui .opblock.opblock-post .opblock-summary-method{background:#2e6b0f}
.swagger-ui .opblock.opblock-patch .opblock-summary-method{background:#136b58}
.swagger-ui .opblock.opblock-put .opblock-summary-method{background:#8a4b00}
.swagger-ui .opblock.opblock-delete .opblock-summary-method{background:#b3261e}
.swagger-ui .btn.try-out__btn,.swagger-ui .btn.cancel{color:#1a1a1a}
.swagger-ui .btn.execute{background:#1f5fa8;border-color:#1f5fa8}
.swagger-ui .opblock .opblock-summary-path,.swagger-ui .opblock .opblock-summary-description,.swagger-ui .parameter__in,
.swagger-ui .opblock-description-wrapper p,.swagger-ui .response-col_links,.swagger-ui table thead tr th,
.swagger-ui .parameter__type,.swagger-ui .prop-format,.swagger-ui .renderedMarkdown p{color:#1a1a1a}
`;

const FILES: Record<string, { body: () => Promise<Buffer>; type: string }> = {
  'swagger-ui.css': { body: () => readFile(swaggerUi('swagger-ui.css')), type: 'text/css' },
  'swagger-ui-bundle.js': { body: () => readFile(swaggerUi('swagger-ui-bundle.js')), type: 'text/javascript' },
  'start.js': { body: async () => Buffer.from(START), type: 'text/javascript' },
  'page.css': { body: async () => Buffer.from(PAGE_CSS), type: 'text/css' },
};

/** Swagger UI's files, as installed with npm, and the page's own: the reference asks nothing of any other host. */
export function referenceAssets(): Middleware<AppState> {
  const kept = new Map<string, Buffer>();
  return async (ctx, next) => {
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || !ctx.path.startsWith(REFERENCE_ASSETS)) return next();
    const name = ctx.path.slice(REFERENCE_ASSETS.length);
    const file = FILES[name];
    if (!file) return next();
    let body = kept.get(name);
    if (!body) {
      body = await file.body();
      kept.set(name, body);
    }
    ctx.set('Cache-Control', 'public, max-age=3600');
    ctx.type = `${file.type}; charset=utf-8`;
    ctx.body = body;
  };
}
