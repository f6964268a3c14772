import { basename, dirname, relative } from 'node:path';
import { z } from 'zod';
import { loadConfig } from '../config.ts';

// An empty value counts as unset, as Compose writes `${OTEL_EXPORTER_OTLP_ENDPOINT:-}` (endpoints, protocols, batching alike).
const unsetWhenEmpty = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (value === '' ? undefined : value), schema.optional());
const otlpEndpoint = unsetWhenEmpty(z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }));
const otlpProtocol = unsetWhenEmpty(z.enum(['http/protobuf', 'http/json', 'grpc']));
const milliseconds = unsetWhenEmpty(z.coerce.number().int().min(0));
const spans = unsetWhenEmpty(z.coerce.number().int().min(1));

/**
 * The standard OpenTelemetry variables for traces that this project reads: which exporter, sampler and batching the
 * SDK is set up with (start.ts). The exporter reads its own (headers, timeouts, compression, certificates). Tracing is
 * off unless an OTLP endpoint is given.
 */
export const tracingSettingsSchema = z.object({
  OTEL_SDK_DISABLED: z.enum(['true', 'false']).optional(),
  OTEL_EXPORTER_OTLP_ENDPOINT: otlpEndpoint,
  OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: otlpEndpoint,
  OTEL_EXPORTER_OTLP_PROTOCOL: otlpProtocol,
  OTEL_EXPORTER_OTLP_TRACES_PROTOCOL: otlpProtocol,
  OTEL_TRACES_SAMPLER: z
    .enum(['always_on', 'always_off', 'traceidratio', 'parentbased_always_on', 'parentbased_always_off', 'parentbased_traceidratio'])
    .optional(),
  OTEL_TRACES_SAMPLER_ARG: z.coerce.number().min(0).max(1).optional(),
  OTEL_SERVICE_NAME: z.string().min(1).optional(),
  OTEL_BSP_SCHEDULE_DELAY: milliseconds,
  OTEL_BSP_EXPORT_TIMEOUT: milliseconds,
  OTEL_BSP_MAX_QUEUE_SIZE: spans,
  OTEL_BSP_MAX_EXPORT_BATCH_SIZE: spans,
});

type TracingVariables = z.infer<typeof tracingSettingsSchema>;
export type SamplerName = NonNullable<TracingVariables['OTEL_TRACES_SAMPLER']>;

export interface Tracing {
  serviceName: string;
  protocol: NonNullable<TracingVariables['OTEL_EXPORTER_OTLP_PROTOCOL']>;
  /** The SDK's default, parentbased_always_on, unless set; the ratio defaults to 1, as the specification has it. */
  sampler: { name: SamplerName; ratio: number };
  batching: { scheduledDelayMillis?: number; exportTimeoutMillis?: number; maxQueueSize?: number; maxExportBatchSize?: number };
}

/**
 * Whether this process exports traces, and as which service. The name is OTEL_SERVICE_NAME, else the folder of the
 * entry point (`services/events/src/main.ts` is `events`, `gateway/src/main.ts` is `gateway`).
 */
export function tracingSettings(env: NodeJS.ProcessEnv = process.env, entryPoint = process.argv[1] ?? ''): Tracing | undefined {
  const settings = loadConfig(tracingSettingsSchema, env);
  if (settings.OTEL_SDK_DISABLED === 'true') return undefined;
  if (!settings.OTEL_EXPORTER_OTLP_ENDPOINT && !settings.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT) return undefined;
  return {
    serviceName: settings.OTEL_SERVICE_NAME ?? serviceOfEntryPoint(entryPoint),
    protocol: settings.OTEL_EXPORTER_OTLP_TRACES_PROTOCOL ?? settings.OTEL_EXPORTER_OTLP_PROTOCOL ?? 'http/protobuf',
    sampler: { name: settings.OTEL_TRACES_SAMPLER ?? 'parentbased_always_on', ratio: settings.OTEL_TRACES_SAMPLER_ARG ?? 1 },
    batching: {
      scheduledDelayMillis: settings.OTEL_BSP_SCHEDULE_DELAY,
      exportTimeoutMillis: settings.OTEL_BSP_EXPORT_TIMEOUT,
      maxQueueSize: settings.OTEL_BSP_MAX_QUEUE_SIZE,
      maxExportBatchSize: settings.OTEL_BSP_MAX_EXPORT_BATCH_SIZE,
    },
  };
}

/** `…/services/events/src/main.ts` → `events`; `…/gateway/src/main.ts` → `gateway`. */
export function serviceOfEntryPoint(entryPoint: string): string {
  let folder = dirname(entryPoint);
  if (basename(folder) === 'src') folder = dirname(folder);
  return basename(relative('/', folder)) || 'local-events';
}
