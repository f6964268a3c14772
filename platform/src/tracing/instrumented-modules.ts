/**
 * The modules the instrumentations patch (start.ts): PostgreSQL's client. The preload hooks these, and only these,
 * for ESM imports before any is loaded; the instrumentation patches no other, so the two cannot drift apart.
 */
export const INSTRUMENTED_MODULES: readonly string[] = ['pg'];
