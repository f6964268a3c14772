/**
 * Loaded before each process's own code (`node --import tsx --import @local-events/platform/preload main.ts`):
 * built-in modules required directly, and tracing when it is configured.
 */
import './builtin-modules.ts';
import './tracing/preload.ts';
