import { context, INVALID_SPAN_CONTEXT, SpanKind, trace, TraceFlags, type Context, type Span, type SpanOptions, type Tracer, type TracerOptions, type TracerProvider } from '@opentelemetry/api';

const NOT_RECORDED = trace.wrapSpanContext(INVALID_SPAN_CONTEXT);

/**
 * Spans are made only where they are recorded: under a recording span or a sampled caller's (a job continuing the
 * request that sent it), or as the server span of a request, which the sampler decides on. Anything else, such as
 * the span of a SQL statement made while serving a request that is not recorded, gets a span that records nothing,
 * and its work runs as it is, outside any trace context: a request that is not recorded never enters the context manager,
 * whose AsyncLocalStorage frame makes every promise of the request cost more (README, Tracing). So new traces start
 * only at requests, never at a job of its own or a statement outside a request.
 */
class RecordedOnlyTracer implements Tracer {
  constructor(private readonly tracer: Tracer) {}

  startSpan(name: string, options?: SpanOptions, parent: Context = context.active()): Span {
    return recorded(parent, options) ? this.tracer.startSpan(name, options, parent) : NOT_RECORDED;
  }

  startActiveSpan<F extends (span: Span) => unknown>(name: string, ...rest: [F] | [SpanOptions, F] | [SpanOptions, Context, F]): ReturnType<F> {
    const work = rest.at(-1) as F;
    const options = rest.length > 1 ? (rest[0] as SpanOptions) : undefined;
    const parent = rest.length > 2 ? (rest[1] as Context) : context.active();
    if (!recorded(parent, options)) return work(NOT_RECORDED) as ReturnType<F>;
    return this.tracer.startActiveSpan(name, options ?? {}, parent, work);
  }
}

/** The tracer of a library whose spans a trace does without: its work runs as it is, in the context it was given. */
const LEFT_OUT: Tracer = {
  startSpan: () => NOT_RECORDED,
  startActiveSpan<F extends (span: Span) => unknown>(_name: string, ...rest: [F] | [SpanOptions, F] | [SpanOptions, Context, F]): ReturnType<F> {
    return (rest.at(-1) as F)(NOT_RECORDED) as ReturnType<F>;
  },
};

/** A server span is the sampler's to decide; any other span is made under a recording span or a sampled caller's. */
function recorded(parent: Context, options: SpanOptions | undefined): boolean {
  if (options?.kind === SpanKind.SERVER) return true;
  const span = trace.getSpan(parent);
  if (!span) return false;
  const { isRemote, traceFlags } = span.spanContext();
  return span.isRecording() || (isRemote === true && (traceFlags & TraceFlags.SAMPLED) !== 0);
}

/**
 * The SDK's tracer provider, handing out tracers that make only spans that are recorded; the tracers named in
 * `leftOut` make none at all, and what runs under their spans hangs from the span it ran under.
 */
export class RecordedOnlyTracerProvider implements TracerProvider {
  private readonly leftOut: ReadonlySet<string>;

  constructor(
    private readonly provider: TracerProvider & { forceFlush?: () => Promise<void> },
    leftOut: string[] = [],
  ) {
    this.leftOut = new Set(leftOut);
  }

  getTracer(name: string, version?: string, options?: TracerOptions): Tracer {
    return this.leftOut.has(name) ? LEFT_OUT : new RecordedOnlyTracer(this.provider.getTracer(name, version, options));
  }

  forceFlush(): Promise<void> {
    return this.provider.forceFlush?.() ?? Promise.resolve();
  }
}
