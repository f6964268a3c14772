import type { IncomingHttpHeaders } from 'node:http';
import {
  context,
  defaultTextMapGetter,
  defaultTextMapSetter,
  propagation,
  ProxyTracerProvider,
  ROOT_CONTEXT,
  SpanKind,
  SpanStatusCode,
  trace,
  TraceFlags,
  type Span,
} from '@opentelemetry/api';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import type { InternalTraceContextPropagator } from './propagator.ts';

/**
 * What the project's own code adds to traces, through the OpenTelemetry API: each process's incoming requests
 * (server spans) and its calls to the project's other processes (client spans), made here rather than by the HTTP
 * and undici instrumentations, which cost a fifth more CPU on every request, sampled or not (docs/operations.md, "Tracing").
 * Without the SDK (tracing off) nothing here makes a span.
 */
const tracer = trace.getTracer('local-events');

/** Set once the SDK runs (start.ts): until then, requests and calls make no spans at all. */
let propagator: InternalTraceContextPropagator | undefined;

export function tracingStarted(started: InternalTraceContextPropagator): void {
  propagator = started;
}

// Job data is written by the project's own processes only, so its trace context is always taken.
const jobPropagator = new W3CTraceContextPropagator();

/** Paths orchestrators and Prometheus poll: never traced. */
const PROBES = new Set(['/livez', '/readyz', '/metrics']);

/** What a request turned out to be, recorded on its span when the span is recorded. */
export interface ServedRequest {
  route: string;
  status: number;
  requestId: string;
  /** The path and query as logs show them, credentials redacted. */
  url: string;
  clientAddress: string;
}

/**
 * The trace and span ids a recorded request's (or job's) log lines carry, bound to its logger once rather than added
 * to each line: pino's per-line hook (the pino instrumentation's way) cost every line of every request a few µs, and
 * made the lines of recorded requests another shape than the rest.
 */
export interface TraceLogFields {
  trace_id: string;
  span_id: string;
}

const logFieldsOf = (span: Span): TraceLogFields => {
  const { traceId, spanId } = span.spanContext();
  return { trace_id: traceId, span_id: spanId };
};

/** The log fields of the active span when it is recorded (a job's, under inJobSpan); none otherwise. */
export function activeTraceLogFields(): TraceLogFields | undefined {
  const span = trace.getSpan(context.active());
  return span?.isRecording() ? logFieldsOf(span) : undefined;
}

export interface ServerSpan {
  /** For the request's logger. */
  logFields: TraceLogFields;
  /** Runs the request's handling, with this span as the active one when it is recorded. */
  run<T>(work: () => Promise<T>): Promise<T>;
  end(served: ServedRequest): void;
}

/**
 * A server span for a request. A caller that is one of the project's processes (it presents an internal secret)
 * continues its trace, or records nothing when it sends none: it sends one only from a recorded request (clientSpan).
 * Anyone else's request starts a new trace, sampled at the configured ratio, whatever trace context it sends.
 * Undefined when tracing is off, for probes and for a request that is not recorded, which runs outside any trace
 * context (recorded-only.ts) and computes nothing for a span.
 */
export function serverSpan(method: string, path: string, headers: IncomingHttpHeaders): ServerSpan | undefined {
  if (!propagator || PROBES.has(path)) return undefined;
  const parent = propagator.callerContext(ROOT_CONTEXT, headers);
  if (!parent) return undefined;
  const caller = trace.getSpanContext(parent);
  if (caller && !(caller.traceFlags & TraceFlags.SAMPLED)) return undefined;
  const span = tracer.startSpan(method, { kind: SpanKind.SERVER }, parent);
  if (!span.isRecording()) return undefined;
  const active = trace.setSpan(parent, span);
  return {
    logFields: logFieldsOf(span),
    run: (work) => context.with(active, work),
    end({ route, status, requestId, url, clientAddress }) {
      // Named after the route, as the request metrics label it (`GET /api/events/list`, `POST /graphql`).
      span.updateName(`${method} ${route}`).setAttributes({
        'http.request.method': method,
        'http.route': route,
        'url.path': path,
        'url.full': url,
        'http.response.status_code': status,
        'client.address': clientAddress,
        'request.id': requestId,
      });
      if (status >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
      span.end();
    },
  };
}

export interface ClientSpan {
  end(status: number): void;
  fail(error: Error): void;
}

/**
 * A client span for a call to another of the project's processes, made inside a recorded request (or job) only,
 * whose context it writes into the call's headers (W3C `traceparent`). A call outside a recorded request carries no
 * trace context, and the process it calls records nothing for it (serverSpan). Only these calls carry trace
 * context: a page the submission fetcher reads or the identity provider never get one.
 */
export function clientSpan(method: string, url: string, headers: Record<string, string>): ClientSpan | undefined {
  if (!propagator) return undefined;
  const parent = context.active();
  if (!trace.getSpan(parent)?.isRecording()) return undefined;
  const span = tracer.startSpan(method, { kind: SpanKind.CLIENT }, parent);
  propagation.inject(trace.setSpan(parent, span), headers);
  const { hostname, port, protocol } = new URL(url);
  span.setAttributes({
    'http.request.method': method,
    'url.full': url,
    'server.address': hostname,
    'server.port': Number(port) || (protocol === 'https:' ? 443 : 80),
  });
  return {
    end(status) {
      span.setAttribute('http.response.status_code', status);
      if (status >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
      span.end();
    },
    fail(error) {
      span.recordException(error);
      span.setStatus({ code: SpanStatusCode.ERROR });
      span.end();
    },
  };
}

/** The trace context of the moment as a small object a job can carry in its data (W3C `traceparent`). */
export function currentTraceCarrier(): Record<string, string> {
  const carrier: Record<string, string> = {};
  jobPropagator.inject(context.active(), carrier, defaultTextMapSetter);
  return carrier;
}

/**
 * Runs a job's work in a span continuing the trace of whatever sent the job (the request that stored a submission),
 * so the trace goes on into what the job does: its calls to the gateway and the subgraphs behind it. A job sent by a
 * request that was not recorded, or by the clock, is not traced.
 */
export async function inJobSpan<T>(
  name: string,
  carrier: Record<string, string> | undefined,
  attributes: Record<string, string | number>,
  work: () => Promise<T>,
): Promise<T> {
  const parent = carrier ? jobPropagator.extract(ROOT_CONTEXT, carrier, defaultTextMapGetter) : ROOT_CONTEXT;
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
