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
Module.prototype.require = function requireBuiltinDirectly(this: Module, id: string) {
  const known = loaded.get(id);
  if (known !== undefined) return known;
  const exports: unknown = PUNYCODE.has(id) ? punycodeFor(this) : required.call(this, id);
  if (isBuiltin(id)) loaded.set(id, exports);
  return exports;
} as typeof required;

const PUNYCODE = new Set(['punycode', 'node:punycode']);

/**
 * Node warns that `punycode` is deprecated only when the code asking for it is not a package's, and tells by the
 * first frame of the stack that is not Node's own: this function's, whoever asked. So the rule is kept here: asked
 * for by a package (Apollo Gateway's URL parsing), it loads without the warning, which would otherwise be a line of
 * plain text in a log of JSON lines.
 */
function punycodeFor(asker: Module): unknown {
  if (!asker.filename?.includes(`${sep}node_modules${sep}`)) return required.call(asker, 'punycode');
  const noDeprecation = process.noDeprecation;
  process.noDeprecation = true;
  try {
    return required.call(asker, 'punycode');
  } finally {
    process.noDeprecation = noDeprecation;
  }
}
