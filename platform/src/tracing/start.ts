import { context, propagation, trace } from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { registerInstrumentations } from '@opentelemetry/instrumentation';
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import { detectResources, envDetector, hostDetector, processDetector, resourceFromAttributes } from '@opentelemetry/resources';
import {
  AlwaysOffSampler,
  AlwaysOnSampler,
  BatchSpanProcessor,
  ParentBasedSampler,
  TraceIdRatioBasedSampler,
  type SpanExporter,
} from '@opentelemetry/sdk-trace';
import { INSTRUMENTED_MODULES } from './instrumented-modules.ts';
import { InternalTraceContextPropagator } from './propagator.ts';
import { RecordedOnlyTracerProvider, type Sampling } from './recorded-only.ts';
import type { SamplerName, Tracing } from './settings.ts';
import { tracingStarted } from './spans.ts';

/**
 * Apollo Gateway's tracer, whose spans a trace does without: its request span repeats the gateway's server span,
 * each fetch the client span of the call it makes (spans.ts), and planning (cached) and post-processing take
 * microseconds. Every span of a recorded request costs CPU to make and export, and most of tracing's cost is in the
 * requests that are recorded.
 */
const TRACERS_LEFT_OUT = ['apollo/gateway-js'];

/**
 * The OpenTelemetry trace SDK, with the instrumentation for PostgreSQL (each statement, without its values). Each
 * process's incoming requests and its calls to the project's other processes are spans the platform makes itself
 * (spans.ts): the HTTP and undici instrumentations cost a fifth more CPU per request, sampled or not, and GraphQL's
 * added to every request and showed nothing a hop's span and its SQL do not. Trace ids in log lines are bound to a
 * recorded request's or job's logger (spans.ts, TraceLogFields), not added line by line by pino's instrumentation.
 *
 * The SDK's parts are put together here rather than by NodeSDK, which loads the exporters of every protocol and the
 * metrics and logs SDKs besides: 20 MB more heap in every process, which each full garbage collection goes through.
 * Only the exporter of the configured protocol is loaded. Traces only: metrics stay with Prometheus, logs with stdout.
 */
export async function startTracing({ serviceName, protocol, sampler, batching }: Tracing): Promise<void> {
  const propagator = new InternalTraceContextPropagator();
  const provider = new RecordedOnlyTracerProvider(
    {
      resource: detectResources({ detectors: [envDetector, processDetector, hostDetector] }).merge(
        resourceFromAttributes({ 'service.name': serviceName }),
      ),
      ...samplingNamed(sampler.name, sampler.ratio),
      spanProcessors: [new BatchSpanProcessor({ exporter: await otlpExporter(protocol), ...batching })],
    },
    TRACERS_LEFT_OUT,
  );
  context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
  propagation.setGlobalPropagator(propagator);
  // Before any of the process's own modules asks for a tracer (they are loaded after this preload).
  trace.setGlobalTracerProvider(provider);
  registerInstrumentations({
    // Statements outside a request (the job queue's polling) are not traced; values never are.
    instrumentations: [
      new PgStatementInstrumentation({ requireParentSpan: true, enhancedDatabaseReporting: false, ignoreConnectSpans: true }),
    ],
  });
  tracingStarted(propagator);
}

/**
 * The SQL instrumentation for the modules the preload hooks (INSTRUMENTED_MODULES), without its part for pg-pool.
 * With connection spans left out, that part only counted each pool's connections, for metrics nobody collects, in
 * listeners it adds to the pool that ran on every checkout and return of a connection, for every request, recorded or
 * not (1.5 % of the events service's CPU in a profile).
 */
export class PgStatementInstrumentation extends PgInstrumentation {
  protected override init() {
    return super.init().filter((module) => INSTRUMENTED_MODULES.includes(module.name));
  }
}

/** The exporter for OTEL_EXPORTER_OTLP_(TRACES_)PROTOCOL; it reads its endpoint, headers and timeout from OTEL_EXPORTER_OTLP_*. */
export async function otlpExporter(protocol: Tracing['protocol']): Promise<SpanExporter> {
  switch (protocol) {
    case 'http/protobuf':
      return new (await import('@opentelemetry/exporter-trace-otlp-proto')).OTLPTraceExporter();
    case 'http/json':
      return new (await import('@opentelemetry/exporter-trace-otlp-http')).OTLPTraceExporter();
    case 'grpc':
      return new (await import('@opentelemetry/exporter-trace-otlp-grpc')).OTLPTraceExporter();
  }
}

/**
 * The sampler OTEL_TRACES_SAMPLER names (OTEL_TRACES_SAMPLER_ARG is the ratio), and the share of new traces (requests
 * without a caller's trace) it takes, at which recorded-only.ts decides them before the SDK is asked.
 */
export function samplingNamed(name: SamplerName, ratio: number): Sampling {
  const always = (on: boolean) => ({ sampler: on ? new AlwaysOnSampler() : new AlwaysOffSampler(), newTraceRatio: on ? 1 : 0 });
  const byTraceId = () => ({ sampler: new TraceIdRatioBasedSampler(ratio), newTraceRatio: ratio });
  const parentBased = ({ sampler, newTraceRatio }: Sampling) => ({ sampler: new ParentBasedSampler({ root: sampler }), newTraceRatio });
  switch (name) {
    case 'always_on':
      return always(true);
    case 'always_off':
      return always(false);
    case 'traceidratio':
      return byTraceId();
    case 'parentbased_always_on':
      return parentBased(always(true));
    case 'parentbased_always_off':
      return parentBased(always(false));
    case 'parentbased_traceidratio':
      return parentBased(byTraceId());
  }
}
