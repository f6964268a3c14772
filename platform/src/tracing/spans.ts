import { context, ProxyTracerProvider, ROOT_CONTEXT, SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import { W3CTraceContextPropagator } from '@opentelemetry/core';

/**
 * What the project's own code adds to traces, through the OpenTelemetry API alone: without the SDK (tracing off)
 * every call here is a no-op on a non-recording span.
 */
const tracer = trace.getTracer('local-events');

// Job data is written by the project's own processes only, so its trace context is always taken.
const jobPropagator = new W3CTraceContextPropagator();

/**
 * Names the server span of the request in hand after its route, as the request metrics label it
 * (`GET /api/events/list`, `POST /graphql`), and gives it the request id that its log lines carry too.
 */
export function describeRequestSpan(method: string, route: string, requestId: string): void {
  const span = trace.getActiveSpan();
  if (!span?.isRecording()) return;
  span.updateName(`${method} ${route}`).setAttributes({ 'http.route': route, 'request.id': requestId });
}

/** The trace context of the moment as a small object a job can carry in its data (W3C `traceparent`). */
export function currentTraceCarrier(): Record<string, string> {
  const carrier: Record<string, string> = {};
  jobPropagator.inject(context.active(), carrier, { set: (target, key, value) => (target[key] = value) });
  return carrier;
}

/**
 * Runs a job's work in a span continuing the trace of whatever sent the job (the request that stored a submission),
 * so the trace goes on into what the job does: its calls to the gateway and the subgraphs behind it.
 */
export async function inJobSpan<T>(name: string, carrier: Record<string, string> | undefined, attributes: Record<string, string | number>, work: () => Promise<T>): Promise<T> {
  const parent = carrier ? jobPropagator.extract(ROOT_CONTEXT, carrier, { get: (source, key) => source[key], keys: (source) => Object.keys(source) }) : ROOT_CONTEXT;
  return tracer.startActiveSpan(`job ${name}`, { kind: SpanKind.CONSUMER, attributes }, parent, async (span) => {
    try {
      return await work();
    } catch (error) {
      span.recordException(error as Error);
      span.setStatus({ code: SpanStatusCode.ERROR });
      throw error;
    } finally {
      span.end();
    }
  });
}

/** Sends the spans still waiting in this process's batch; called as the process shuts down. */
export async function flushTraces(): Promise<void> {
  const provider = trace.getTracerProvider();
  const delegate = provider instanceof ProxyTracerProvider ? provider.getDelegate() : provider;
  await (delegate as { forceFlush?: () => Promise<void> }).forceFlush?.();
}
