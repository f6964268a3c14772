import { isBuiltin, Module } from 'node:module';

/**
 * Makes `require()` of one of Node's built-in modules answer it straight away. Running under tsx, every `require()`
 * goes through tsx's resolve hook, even for a built-in module loaded long ago, and Apollo Server and Apollo Gateway
 * call `require('crypto')` on every request (@apollo/utils.createhash): that was 3 to 4 % of each GraphQL process's
 * CPU. With tracing on, the instrumentations' hook (require-in-the-middle) wraps `process.getBuiltinModule` as well
 * as `require()`, so `getBuiltinModule` is Node's own, taken before any hook was installed. Modules that
 * instrumentations patch (pg, pino) are not built in, so they still go the whole way.
 */
export function requireBuiltinsDirectly(getBuiltinModule: typeof process.getBuiltinModule): void {
  const required = Module.prototype.require;
  Module.prototype.require = function requireBuiltinDirectly(this: Module, id: string) {
    return isBuiltin(id) ? getBuiltinModule(id) : required.call(this, id);
  } as typeof required;
}
