import helmet from 'koa-helmet';

/**
 * The API's Content-Security-Policy: its answers (JSON, problems, MCP) load nothing and may be framed by no one.
 * The one page, /api/docs, is self-contained and adds only its inline stylesheet, by hash (routes/docs.ts).
 */
const DIRECTIVES: Record<string, string[]> = {
  'default-src': ["'none'"],
  'frame-ancestors': ["'none'"],
};

/** The API's policy as a header value, with `more` allowances for an answer that needs them. */
export const contentSecurityPolicy = (more: Record<string, string[]> = {}) =>
  Object.entries({ ...DIRECTIVES, ...more })
    .map(([directive, sources]) => `${directive} ${sources.join(' ')}`)
    .join('; ');

/**
 * helmet's headers on every answer (place it above the problem answers so errors and 404s carry them too):
 * the policy above, `nosniff`, no framing, no referrer, and HSTS only when the API's public URL is https.
 */
export const securityHeaders = (baseUrl: string) =>
  helmet({
    contentSecurityPolicy: { useDefaults: false, directives: DIRECTIVES },
    xFrameOptions: { action: 'deny' },
    strictTransportSecurity: new URL(baseUrl).protocol === 'https:' ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  });
