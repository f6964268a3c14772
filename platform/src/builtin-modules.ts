import { isBuiltin, Module } from 'node:module';
import { sep } from 'node:path';

/**
 * `require()` of one of Node's built-in modules answers it straight away once it has been loaded. Running under tsx,
 * every `require()` goes through tsx's resolve hook, even for a built-in module loaded long ago (and with tracing on,
 * through the instrumentations' hook too), and Apollo Server and Apollo Gateway call `require('crypto')` on every
 * request (@apollo/utils.createhash): that was 3 to 4 % of each GraphQL process's CPU. Modules that instrumentations
 * patch (pg, pino) are not built in, so they always go the whole way.
 */
const required = Module.prototype.require;
const loaded = new Map<string, unknown>();
/**
 * Node warns that `punycode` is deprecated only when the code asking for it is not a package's, and tells by the
 * first frame of the stack that is not Node's own: `requireBuiltinDirectly`'s, whoever asked. So the rule is kept
 * here: asked for by a package (Apollo Gateway's URL parsing), it loads without the warning, which would otherwise
 * be a line of plain text in a log of JSON lines.
 */
const WARNED_OF_ONLY_OUTSIDE_PACKAGES = new Set(['punycode', 'node:punycode']);
const IN_A_PACKAGE = `${sep}node_modules${sep}`;

Module.prototype.require = function requireBuiltinDirectly(this: Module, id: string) {
  const known = loaded.get(id);
  if (known !== undefined) return known;
  const quietly = WARNED_OF_ONLY_OUTSIDE_PACKAGES.has(id) && this.filename?.includes(IN_A_PACKAGE);
  const exports: unknown = quietly ? withoutDeprecationWarnings(() => required.call(this, id)) : required.call(this, id);
  if (isBuiltin(id)) loaded.set(id, exports);
  return exports;
} as typeof required;

function withoutDeprecationWarnings<T>(load: () => T): T {
  const noDeprecation = process.noDeprecation;
  process.noDeprecation = true;
  try {
    return load();
  } finally {
    process.noDeprecation = noDeprecation;
  }
}
