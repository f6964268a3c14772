import { basename, dirname, relative } from 'node:path';
import { z } from 'zod';
import { loadConfig } from '../config.ts';

// An empty value counts as unset, as Compose writes `${OTEL_EXPORTER_OTLP_ENDPOINT:-}`.
const otlpEndpoint = z.preprocess((value) => (value === '' ? undefined : value), z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional());

/**
 * The standard OpenTelemetry variables this project reads itself; the SDK reads the rest (headers, timeouts, batch
 * sizes). Tracing is off unless an OTLP endpoint is given.
 */
export const tracingSettingsSchema = z.object({
  OTEL_SDK_DISABLED: z.enum(['true', 'false']).optional(),
  OTEL_EXPORTER_OTLP_ENDPOINT: otlpEndpoint,
  OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: otlpEndpoint,
  OTEL_EXPORTER_OTLP_PROTOCOL: z.enum(['http/protobuf', 'http/json', 'grpc']).optional(),
  OTEL_EXPORTER_OTLP_TRACES_PROTOCOL: z.enum(['http/protobuf', 'http/json', 'grpc']).optional(),
  OTEL_TRACES_SAMPLER: z
    .enum(['always_on', 'always_off', 'traceidratio', 'parentbased_always_on', 'parentbased_always_off', 'parentbased_traceidratio'])
    .optional(),
  OTEL_TRACES_SAMPLER_ARG: z.coerce.number().min(0).max(1).optional(),
  OTEL_SERVICE_NAME: z.string().min(1).optional(),
});

export interface Tracing {
  serviceName: string;
}

/**
 * Whether this process exports traces, and as which service. The name is OTEL_SERVICE_NAME, else the folder of the
 * entry point (`services/events/src/main.ts` is `events`, `gateway/src/main.ts` is `gateway`).
 */
export function tracingSettings(env: NodeJS.ProcessEnv = process.env, entryPoint = process.argv[1] ?? ''): Tracing | undefined {
  const settings = loadConfig(tracingSettingsSchema, env);
  if (settings.OTEL_SDK_DISABLED === 'true') return undefined;
  if (!settings.OTEL_EXPORTER_OTLP_ENDPOINT && !settings.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT) return undefined;
  return { serviceName: settings.OTEL_SERVICE_NAME ?? serviceOfEntryPoint(entryPoint) };
}

/** `…/services/events/src/main.ts` → `events`; `…/gateway/src/main.ts` → `gateway`. */
export function serviceOfEntryPoint(entryPoint: string): string {
  let folder = dirname(entryPoint);
  if (basename(folder) === 'src') folder = dirname(folder);
  return basename(relative('/', folder)) || 'local-events';
}
