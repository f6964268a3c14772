/**
 * Loaded before each process's own code (`node --import @local-events/platform/preload main.ts`, or its compiled
 * `dist/platform/src/preload.js`): tracing, when it is configured, must hook the modules it instruments before they
 * are imported.
 */
import './tracing/preload.ts';
