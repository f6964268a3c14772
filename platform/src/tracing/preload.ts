/**
 * Part of the preload every process starts with (../preload.ts): when an OTLP endpoint is configured, it starts
 * tracing and hooks the modules the instrumentations patch, which must happen before they are imported. Otherwise
 * it leaves out every library's tracer (left-out.ts) and loads nothing else.
 */
import { trace } from '@opentelemetry/api';
import { INSTRUMENTED_MODULES } from './instrumented-modules.ts';
import { UNTRACED } from './left-out.ts';
import { tracingSettings } from './settings.ts';

const tracing = tracingSettings();
if (tracing) {
  // In-thread hooks for those modules only. module.register's hooks run on a thread of their own, and every module
  // a process loads then crosses to it and back: that made each process start 6 to 7 seconds later.
  const { register } = await import('import-in-the-middle/register-hooks.mjs');
  register({ include: [...INSTRUMENTED_MODULES] });
  const { startTracing } = await import('./start.ts');
  await startTracing(tracing);
} else {
  trace.setGlobalTracerProvider(UNTRACED);
}
