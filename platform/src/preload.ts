/**
 * Loaded before each process's own code (`node --import tsx --import @local-events/platform/preload main.ts`):
 * tracing when it is configured, then built-in modules required directly. In that order: the instrumentations wrap
 * `require()` (require-in-the-middle) as they start, and the direct way to built-in modules must be the outer one,
 * or every `require('crypto')` of a request goes through their hook again.
 */
import './tracing/preload.ts';

await import('./builtin-modules.ts');
