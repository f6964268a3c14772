import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import type Router from '@koa/router';

const require = createRequire(import.meta.url);

/** The few files pages load: the stylesheet, the site's script (near me, pictures that fail, share), the console's keyboard shortcuts, the icon (also the MCP server's), and the ALTCHA widget from its package. Read once, cached a day. */
const ASSETS: Record<string, { file: string; type: string }> = {
  'site.css': { file: fileURLToPath(new URL('../assets/site.css', import.meta.url)), type: 'text/css; charset=utf-8' },
  'site.js': { file: fileURLToPath(new URL('../assets/site.js', import.meta.url)), type: 'text/javascript; charset=utf-8' },
  'console-keys.js': { file: fileURLToPath(new URL('../assets/console-keys.js', import.meta.url)), type: 'text/javascript; charset=utf-8' },
  'icon.svg': { file: fileURLToPath(new URL('../assets/icon.svg', import.meta.url)), type: 'image/svg+xml' },
  'icon-48.png': { file: fileURLToPath(new URL('../assets/icon-48.png', import.meta.url)), type: 'image/png' },
  // The widget's build with its translations: it speaks the page's `lang`.
  'altcha.js': {
    file: require.resolve('altcha').replace(/altcha\.(umd\.c)?js$/, 'altcha.i18n.min.js'),
    type: 'text/javascript; charset=utf-8',
  },
};

/** The demo events' pictures, made for the project: every JPEG in assets/demo. */
const DEMO_PICTURES = fileURLToPath(new URL('../assets/demo/', import.meta.url));
const demoPictures = () =>
  Object.fromEntries(
    readdirSync(DEMO_PICTURES)
      .filter((name) => name.endsWith('.jpg'))
      .map((name) => [name, { file: `${DEMO_PICTURES}${name}`, type: 'image/jpeg' }]),
  );

const load = (files: Record<string, { file: string; type: string }>) =>
  Object.fromEntries(
    Object.entries(files).map(([name, asset]) => {
      const body = readFileSync(asset.file);
      return [name, { ...asset, body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"` }];
    }),
  );

export function assets(router: Router) {
  const loaded = load(ASSETS);
  const pictures = load(demoPictures());
  // Pictures are shown by clients on other origins too (an event's imageUrl).
  router.get('/assets/demo/:name', (ctx, next) => {
    const picture = Object.hasOwn(pictures, ctx.params.name!) ? pictures[ctx.params.name!] : undefined;
    if (!picture) return next();
    ctx.type = picture.type;
    ctx.set('Cache-Control', 'public, max-age=86400');
    ctx.set('Cross-Origin-Resource-Policy', 'cross-origin');
    ctx.etag = picture.etag;
    ctx.body = picture.body;
  });
  router.get('/assets/:name', (ctx, next) => {
    const asset = Object.hasOwn(loaded, ctx.params.name!) ? loaded[ctx.params.name!] : undefined;
    if (!asset) return next();
    ctx.type = asset.type;
    ctx.set('Cache-Control', 'public, max-age=86400');
    ctx.etag = asset.etag;
    // The icon is also shown by MCP clients on other origins.
    if (ctx.params.name!.startsWith('icon')) ctx.set('Cross-Origin-Resource-Policy', 'cross-origin');
    ctx.body = asset.body;
  });
}
