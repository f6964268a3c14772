import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Runs a function in the async context this module was loaded in, as the process starts: no request's.
 *
 * A socket runs its callbacks (reading answers, parsing them) in the async context it was opened in, for as long as
 * it lives. A pool opens a connection while serving whichever request first finds none idle, so a pooled connection
 * opened from a request would carry that request's context (a recorded request's trace context, and its ended span)
 * into every later request it serves. Pools open their connections in here instead.
 */
export const atProcessStart = AsyncLocalStorage.snapshot();
