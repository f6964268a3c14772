import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Middleware } from 'koa';
import type { AppState } from './http.ts';

/**
 * Resolves from the platform package's own folder, where npm keeps GraphiQL's React (18, beside other packages'
 * newer one), whether this code runs from its source or bundled under dist/.
 */
const fileOf = (pkg: string, file: string) =>
  join(
    dirname(createRequire(createRequire(import.meta.url).resolve('@local-events/platform/package.json')).resolve(`${pkg}/package.json`)),
    file,
  );

/** Where the explorer's files are served from, beside the endpoint. */
export const EXPLORER_ASSETS = '/graphql/explorer/';

/** GraphiQL and the React it runs on, as installed with npm: the page asks nothing of any other host. */
const ASSETS: Record<string, { file: () => string; type: string }> = {
  'react.js': { file: () => fileOf('react', 'umd/react.production.min.js'), type: 'text/javascript' },
  'react-dom.js': { file: () => fileOf('react-dom', 'umd/react-dom.production.min.js'), type: 'text/javascript' },
  'graphiql.js': { file: () => fileOf('graphiql', 'graphiql.min.js'), type: 'text/javascript' },
  'graphiql.css': { file: () => fileOf('graphiql', 'graphiql.min.css'), type: 'text/css' },
};

const DEFAULT_QUERY = `# Local Events: press the run button (or Ctrl-Enter). The docs explorer is on the left.
query TownsAndTheirWeek {
  locations(country: "GB") {
    id
    name
    kind
    weeklyEventsCount
  }
}
`;

/** The explorer's own start-up, a file like the rest (the page runs no inline script). */
const START = `(function () {
  var fetcher = GraphiQL.createFetcher({ url: ${JSON.stringify('/graphql')} });
  var root = ReactDOM.createRoot(document.getElementById('graphiql'));
  root.render(React.createElement(GraphiQL, { fetcher: fetcher, defaultQuery: ${JSON.stringify(DEFAULT_QUERY)}, defaultEditorToolsVisibility: true }));
})();
`;

const PAGE = `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>Local Events GraphQL explorer</title>
  <link rel="icon" href="data:,">
  <link rel="stylesheet" href="${EXPLORER_ASSETS}graphiql.css">
  <link rel="stylesheet" href="${EXPLORER_ASSETS}page.css">
</head>
<body>
  <main id="graphiql" aria-label="GraphQL explorer">Loading the explorer…</main>
  <script src="${EXPLORER_ASSETS}react.js"></script>
  <script src="${EXPLORER_ASSETS}react-dom.js"></script>
  <script src="${EXPLORER_ASSETS}graphiql.js"></script>
  <script src="${EXPLORER_ASSETS}start.js"></script>
</body>
</html>
`;

const PAGE_CSS = 'html,body{height:100%;margin:0}#graphiql{height:100vh}';

/**
 * The explorer's policy: scripts and styles from this origin only. GraphiQL's style engine adds `<style>` elements as
 * it renders, so styles also allow inline ones (no script may be inline or from elsewhere); queries go to this origin.
 */
export const EXPLORER_POLICY = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

const wantsPage = (accept: string, query: Record<string, unknown>) => accept.includes('text/html') && query.query === undefined;

/**
 * GraphiQL at the endpoint for people with a browser (a GET asking for HTML), with its files served from npm's
 * copies: it works offline. Only where introspection is on (development), as the gateway decides.
 */
export function graphqlExplorer(): Middleware<AppState> {
  const cache = new Map<string, Buffer>();
  const asset = async (name: string) => {
    let body = cache.get(name);
    if (!body) {
      body = name === 'start.js' ? Buffer.from(START) : name === 'page.css' ? Buffer.from(PAGE_CSS) : await readFile(ASSETS[name]!.file());
      cache.set(name, body);
    }
    return body;
  };
  return async (ctx, next) => {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
    if (ctx.path === '/graphql' && wantsPage(ctx.get('accept'), ctx.query)) {
      ctx.set('Content-Security-Policy', EXPLORER_POLICY);
      ctx.set('Cache-Control', 'no-cache');
      ctx.type = 'text/html; charset=utf-8';
      ctx.body = PAGE;
      return;
    }
    if (!ctx.path.startsWith(EXPLORER_ASSETS)) return next();
    const name = ctx.path.slice(EXPLORER_ASSETS.length);
    const type = ASSETS[name]?.type ?? (name === 'start.js' ? 'text/javascript' : name === 'page.css' ? 'text/css' : undefined);
    if (!type) return next();
    ctx.set('Cache-Control', 'public, max-age=3600');
    ctx.type = `${type}; charset=utf-8`;
    ctx.body = await asset(name);
  };
}
