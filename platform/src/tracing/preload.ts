/**
 * Loaded before a process's own code (`node --import tsx --import @local-events/platform/tracing main.ts`): when an
 * OTLP endpoint is configured, it starts tracing and hooks the modules the instrumentations patch, which must happen
 * before they are imported. Otherwise it does nothing and loads nothing.
 */
import { tracingSettings } from './settings.ts';

const tracing = tracingSettings();
if (tracing) {
  const { register } = await import('node:module');
  const { createAddHookMessageChannel } = await import('import-in-the-middle');
  // Only the modules an instrumentation asks for are wrapped, not every module the process loads.
  const { registerOptions, waitForAllMessagesAcknowledged } = createAddHookMessageChannel();
  register('import-in-the-middle/hook.mjs', import.meta.url, registerOptions);
  const { startTracing } = await import('./start.ts');
  startTracing(tracing);
  await waitForAllMessagesAcknowledged();
}
