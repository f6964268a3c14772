import { context, createContextKey, INVALID_TRACEID, ROOT_CONTEXT, SpanKind, trace } from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import {
  AlwaysOffSampler,
  AlwaysOnSampler,
  InMemorySpanExporter,
  ParentBasedSampler,
  SimpleSpanProcessor,
  TraceIdRatioBasedSampler,
  type Sampler,
} from '@opentelemetry/sdk-trace';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UNTRACED } from '../src/tracing/left-out.ts';
import { RecordedOnlyTracerProvider } from '../src/tracing/recorded-only.ts';

const exporter = new InMemorySpanExporter();
const sdk = (root: Sampler, newTraceRatio = 1) =>
  new RecordedOnlyTracerProvider({
    sampler: new ParentBasedSampler({ root }),
    newTraceRatio,
    spanProcessors: [new SimpleSpanProcessor({ exporter })],
  });
/** Whether a trace context is active at all: a request that is not recorded must not enter one. */
const inContext = () => context.active() !== ROOT_CONTEXT;

beforeAll(() => context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable()));
afterAll(() => context.disable());

describe('tracers that make only spans that are recorded', () => {
  it("a server span is the sampler's to decide; what runs under it is recorded with it", async () => {
    exporter.reset();
    const tracer = sdk(new AlwaysOnSampler()).getTracer('test');
    const server = tracer.startSpan('GET /x', { kind: SpanKind.SERVER }, ROOT_CONTEXT);
    await context.with(trace.setSpan(ROOT_CONTEXT, server), () =>
      tracer.startActiveSpan('inner', async (inner) => {
        expect(inContext()).toBe(true);
        tracer.startSpan('call', { kind: SpanKind.CLIENT }).end();
        inner.end();
      }),
    );
    server.end();
    const spans = exporter.getFinishedSpans();
    expect(spans.map((span) => span.name)).toEqual(['call', 'inner', 'GET /x']);
    expect(new Set(spans.map((span) => span.spanContext().traceId)).size).toBe(1);
  });

  it('without a recording span, other spans record nothing, start no trace and enter no context', async () => {
    exporter.reset();
    const tracer = sdk(new AlwaysOnSampler()).getTracer('test');
    const answer = await tracer.startActiveSpan('gateway.request', { kind: SpanKind.INTERNAL }, async (span) => {
      expect(span.isRecording()).toBe(false);
      expect(inContext()).toBe(false);
      return 42;
    });
    expect(answer).toBe(42);
    tracer.startSpan('SELECT', { kind: SpanKind.CLIENT }).end();
    tracer.startSpan('job', { kind: SpanKind.CONSUMER }, ROOT_CONTEXT).end();
    expect(exporter.getFinishedSpans()).toEqual([]);
  });

  it('a server span the sampler drops records nothing', () => {
    exporter.reset();
    const server = sdk(new AlwaysOffSampler(), 0).getTracer('test').startSpan('GET /x', { kind: SpanKind.SERVER }, ROOT_CONTEXT);
    expect(server.isRecording()).toBe(false);
    server.end();
    expect(exporter.getFinishedSpans()).toEqual([]);
  });

  it.each([0.25, 0.01])("a new trace is taken at the ratio sampler's odds (%s), on an id it takes", (share) => {
    exporter.reset();
    const ratio = new TraceIdRatioBasedSampler(share);
    const asked: string[] = [];
    const counted: Sampler = {
      shouldSample: (parent, traceId) => {
        asked.push(traceId);
        return ratio.shouldSample(parent, traceId);
      },
      toString: () => 'counted',
    };
    const tracer = sdk(counted, share).getTracer('test');
    const requests = 400 / share;
    for (let request = 0; request < requests; request++) tracer.startSpan('GET /x', { kind: SpanKind.SERVER }, ROOT_CONTEXT).end();
    const traceIds = exporter.getFinishedSpans().map((span) => span.spanContext().traceId);
    // The sampler is asked only for a trace that was taken, and takes every one: no id is drawn for the others.
    expect(asked).toEqual(traceIds);
    expect(traceIds.every((traceId) => /^[0-9a-f]{32}$/.test(traceId))).toBe(true);
    expect(new Set(traceIds).size).toBe(traceIds.length);
    // 400 expected; the odds of falling outside 300..500 are below one in a million.
    expect(traceIds.length).toBeGreaterThan(300);
    expect(traceIds.length).toBeLessThan(500);
  });

  it('the ids of new traces are spread over every id the ratio sampler takes', () => {
    exporter.reset();
    const tracer = sdk(new TraceIdRatioBasedSampler(0.5), 0.5).getTracer('test');
    for (let request = 0; request < 2000; request++) tracer.startSpan('GET /x', { kind: SpanKind.SERVER }, ROOT_CONTEXT).end();
    const traceIds = exporter.getFinishedSpans().map((span) => span.spanContext().traceId);
    // Each of the 32 hex digits takes all 16 values, as a random id's would.
    for (let digit = 0; digit < 32; digit++) expect(new Set(traceIds.map((traceId) => traceId[digit])).size).toBe(16);
  });

  it("a job continues a sampled caller's trace", () => {
    exporter.reset();
    const parent = trace.setSpanContext(ROOT_CONTEXT, {
      traceId: '0af7651916cd43dd8448eb211c80319c',
      spanId: 'b7ad6b7169203331',
      traceFlags: 1,
      isRemote: true,
    });
    sdk(new AlwaysOffSampler(), 0).getTracer('test').startSpan('job process-submission', { kind: SpanKind.CONSUMER }, parent).end();
    expect(exporter.getFinishedSpans().map((span) => [span.name, span.spanContext().traceId])).toEqual([
      ['job process-submission', '0af7651916cd43dd8448eb211c80319c'],
    ]);
  });
});

describe('tracers left out by name', () => {
  it('make no span, and what runs under theirs hangs from the span it ran under', async () => {
    exporter.reset();
    const provider = new RecordedOnlyTracerProvider(
      { sampler: new AlwaysOnSampler(), newTraceRatio: 1, spanProcessors: [new SimpleSpanProcessor({ exporter })] },
      ['apollo/gateway-js'],
    );
    const [ours, apollo] = [provider.getTracer('local-events'), provider.getTracer('apollo/gateway-js', '2.15.1')];
    const server = ours.startSpan('POST /graphql', { kind: SpanKind.SERVER }, ROOT_CONTEXT);
    const answer = await context.with(trace.setSpan(ROOT_CONTEXT, server), () =>
      apollo.startActiveSpan('gateway.fetch', { kind: SpanKind.INTERNAL }, async (fetch) => {
        expect(fetch.isRecording()).toBe(false);
        expect(apollo.startSpan('gateway.plan').isRecording()).toBe(false);
        ours.startSpan('POST', { kind: SpanKind.CLIENT }).end();
        return 42;
      }),
    );
    server.end();
    expect(answer).toBe(42);
    const [call, served] = exporter.getFinishedSpans();
    expect([call!.name, served!.name]).toEqual(['POST', 'POST /graphql']);
    expect(call!.parentSpanContext?.spanId).toBe(served!.spanContext().spanId);
  });
});

describe('with tracing off', () => {
  it("every library's tracer is left out: its work runs at once, with a span that records nothing, in the caller's context", async () => {
    const tracer = UNTRACED.getTracer('apollo/gateway-js', '2.15.1');
    const key = createContextKey('caller');
    const manager = new AsyncLocalStorageContextManager().enable();
    try {
      const callers = ROOT_CONTEXT.setValue(key, 'facade');
      const seen = await manager.with(callers, () =>
        tracer.startActiveSpan('gateway.request', async (span) => {
          await Promise.resolve();
          return { recording: span.isRecording(), caller: manager.active().getValue(key), traceId: span.spanContext().traceId };
        }),
      );
      expect(seen).toEqual({ recording: false, caller: 'facade', traceId: INVALID_TRACEID });
      expect(tracer.startSpan('gateway.plan').isRecording()).toBe(false);
    } finally {
      manager.disable();
    }
  });
});
