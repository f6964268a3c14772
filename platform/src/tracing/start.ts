import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import { PinoInstrumentation } from '@opentelemetry/instrumentation-pino';
import { ProxyTracerProvider, trace } from '@opentelemetry/api';
import { NodeSDK } from '@opentelemetry/sdk-node';
import { InternalTraceContextPropagator } from './propagator.ts';
import { RecordedOnlyTracerProvider } from './recorded-only.ts';
import type { Tracing } from './settings.ts';
import { tracingStarted } from './spans.ts';

/**
 * Apollo Gateway's spans that a trace does without: its request span repeats the gateway's server span, and
 * validation and post-processing take microseconds. Its plan, execute and fetch spans stay. Every span of a recorded
 * request costs CPU to make and export, and most of tracing's cost is in the requests that are recorded.
 */
const APOLLO_SPANS_LEFT_OUT = ['gateway.request', 'gateway.validate', 'gateway.postprocessing'];

/**
 * The OpenTelemetry SDK, with the instrumentations for PostgreSQL (each statement, without its values) and pino
 * (trace ids in log lines); Apollo Gateway adds its own spans (plan, execute, one fetch per subgraph). Each process's
 * incoming requests and its calls to the project's other processes are spans the platform makes itself (spans.ts):
 * the HTTP and undici instrumentations cost a fifth more CPU per request, sampled or not, and GraphQL's added to every
 * request and showed nothing a hop's span and its SQL do not. Exporter, sampler and batching come from the standard
 * OTEL_* variables. Traces only: metrics stay with Prometheus and logs with stdout.
 */
export function startTracing({ serviceName }: Tracing): NodeSDK {
  const propagator = new InternalTraceContextPropagator();
  const sdk = new NodeSDK({
    serviceName,
    autoDetectResources: true,
    textMapPropagator: propagator,
    metricReaders: [],
    logRecordProcessors: [],
    instrumentations: [
      // Statements outside a request (the job queue's polling) are not traced; values never are.
      new PgInstrumentation({ requireParentSpan: true, enhancedDatabaseReporting: false, ignoreConnectSpans: true }),
      new PinoInstrumentation({ disableLogSending: true }),
    ],
  });
  sdk.start();
  // Before any of the process's own modules asks for a tracer (they are loaded after this preload).
  const global = trace.getTracerProvider() as ProxyTracerProvider;
  global.setDelegate(new RecordedOnlyTracerProvider(global.getDelegate(), APOLLO_SPANS_LEFT_OUT));
  tracingStarted(propagator);
  return sdk;
}
