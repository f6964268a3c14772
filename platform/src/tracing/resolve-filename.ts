import { Module } from 'node:module';

type ResolveFilename = (request: string, parent: unknown, isMain?: boolean, options?: unknown) => string;
const internals = Module as unknown as { _resolveFilename: ResolveFilename };

/**
 * The instrumentations' require hook (require-in-the-middle) resolves every `require()` a process makes with
 * `Module._resolveFilename(id, parent)`. Given only those two arguments, tsx's resolver makes an Error and reads its
 * stack, to tell whether Node's CommonJS lexer is asking, and reading a stack parses the source map of every file
 * on it: a traced process kept some 300 parsed source maps, 40 MB of heap that every full garbage collection went
 * through, and started seconds later. Every call here says whether it loads the main module (it does not, when
 * unsaid), which is what tsx's check looks for; what Node resolves is the same.
 */
const resolve = internals._resolveFilename;
internals._resolveFilename = function resolveFilename(this: unknown, request, parent, isMain = false, options) {
  return resolve.call(this, request, parent, isMain, options);
};
