import {
  context,
  SpanKind,
  trace,
  TraceFlags,
  type Context,
  type Span,
  type SpanOptions,
  type Tracer,
  type TracerOptions,
  type TracerProvider,
} from '@opentelemetry/api';
import {
  RandomIdGenerator,
  TracerProvider as SdkTracerProvider,
  type IdGenerator,
  type Sampler,
  type TracerProviderOptions,
} from '@opentelemetry/sdk-trace';
import { LEFT_OUT, NOT_RECORDED } from './left-out.ts';

/**
 * Decides on a new trace before the SDK makes anything for it. The SDK makes a span's ids, cleans its attributes,
 * counts it for its own metrics and asks the sampler, and only then drops it: at 10 %, for nine requests in ten that
 * was all for nothing (about 3 % of the API's CPU in a profile). Drawing a hex trace id and asking the sampler first
 * still cost each request some 10 µs in service (a fraction of a microsecond in a loop: code run once a request
 * runs cold). So a new trace is decided by one random number, at the odds the SDK's ratio sampler takes a random
 * trace id (`ratio` of them); only a trace taken is started by the SDK, with an id drawn among those its sampler
 * takes, so the processes it calls that sample by trace id (`traceidratio`) decide alike, and the SDK asks its
 * sampler as ever.
 */
class NewTraces implements IdGenerator {
  private readonly random = new RandomIdGenerator();
  /** As the SDK's TraceIdRatioBasedSampler has it: a trace is taken when its id's 32-bit words, XORed, fall below this. */
  private readonly upperBound: number;
  private drawn: string | undefined;

  /** `ratio`, from 0 to 1: the share of new traces the sampler takes. */
  constructor(ratio: number) {
    this.upperBound = ratio >= 1 ? 2 ** 32 : Math.floor(ratio * 0xffffffff);
  }

  /** The server span `tracer` makes when a new trace is taken at a request named `name`; one that records nothing otherwise. */
  start(tracer: Tracer, name: string, options: SpanOptions, parent: Context): Span {
    if (Math.random() * 2 ** 32 >= this.upperBound) return NOT_RECORDED;
    this.drawn = this.takenTraceId();
    try {
      return tracer.startSpan(name, options, parent);
    } finally {
      this.drawn = undefined;
    }
  }

  /** A random trace id among those the ratio sampler takes: three words drawn, the fourth making their XOR a draw below the bound. */
  private takenTraceId(): string {
    const words = [randomWord(), randomWord(), randomWord()];
    const below = Math.floor(Math.random() * this.upperBound);
    words.push((below ^ words[0]! ^ words[1]! ^ words[2]!) >>> 0);
    return words.map((word) => word.toString(16).padStart(8, '0')).join('');
  }

  generateTraceId(): string {
    const drawn = this.drawn;
    this.drawn = undefined;
    return drawn ?? this.random.generateTraceId();
  }

  generateSpanId(): string {
    return this.random.generateSpanId();
  }
}

const randomWord = () => (Math.random() * 2 ** 32) >>> 0;

/**
 * Spans are made only where they are recorded: under a recording span or a sampled caller's (a job continuing the
 * request that sent it), or as the server span of a request that starts a trace the sampler takes. Anything else,
 * such as the span of a SQL statement made while serving a request that is not recorded, gets a span that records
 * nothing, and its work runs as it is, outside any trace context: a request that is not recorded never enters the
 * context manager, whose AsyncLocalStorage frame makes every promise of the request cost more (docs/operations.md, "Tracing"). So
 * new traces start only at requests, never at a job of its own or a statement outside a request.
 */
class RecordedOnlyTracer implements Tracer {
  constructor(
    private readonly tracer: Tracer,
    private readonly newTraces: NewTraces,
  ) {}

  startSpan(name: string, options?: SpanOptions, parent: Context = context.active()): Span {
    const caller = trace.getSpan(parent);
    if (options?.kind === SpanKind.SERVER) {
      // A server span is the sampler's to decide: under its caller's span, or as a new trace.
      return caller ? this.tracer.startSpan(name, options, parent) : this.newTraces.start(this.tracer, name, options, parent);
    }
    return caller && recordedUnder(caller) ? this.tracer.startSpan(name, options, parent) : NOT_RECORDED;
  }

  startActiveSpan<F extends (span: Span) => unknown>(
    name: string,
    ...rest: [F] | [SpanOptions, F] | [SpanOptions, Context, F]
  ): ReturnType<F> {
    const work = rest.at(-1) as F;
    const options = rest.length > 1 ? (rest[0] as SpanOptions) : undefined;
    const parent = rest.length > 2 ? (rest[1] as Context) : context.active();
    const span = this.startSpan(name, options, parent);
    if (!span.isRecording()) return work(NOT_RECORDED) as ReturnType<F>;
    return context.with(trace.setSpan(parent, span), work as (span: Span) => ReturnType<F>, undefined, span);
  }
}

/** Whether a span other than a server span is made under `caller`: a recording span, or a sampled caller's. */
function recordedUnder(caller: Span): boolean {
  const { isRemote, traceFlags } = caller.spanContext();
  return caller.isRecording() || (isRemote === true && (traceFlags & TraceFlags.SAMPLED) !== 0);
}

/** The SDK's sampler, and the share of new traces it takes (1 for always on, 0 for always off, else its ratio). */
export interface Sampling {
  sampler: Sampler;
  newTraceRatio: number;
}

/**
 * The SDK's tracer provider, set up with `options`, handing out tracers that make only spans that are recorded; the
 * tracers named in `leftOut` make none at all, and what runs under their spans hangs from the span it ran under.
 */
export class RecordedOnlyTracerProvider implements TracerProvider {
  private readonly provider: SdkTracerProvider;
  private readonly newTraces: NewTraces;
  private readonly leftOut: ReadonlySet<string>;

  constructor({ newTraceRatio, ...options }: TracerProviderOptions & Sampling, leftOut: string[] = []) {
    this.newTraces = new NewTraces(newTraceRatio);
    this.provider = new SdkTracerProvider({ ...options, idGenerator: this.newTraces });
    this.leftOut = new Set(leftOut);
  }

  getTracer(name: string, version?: string, options?: TracerOptions): Tracer {
    return this.leftOut.has(name) ? LEFT_OUT : new RecordedOnlyTracer(this.provider.getTracer(name, version, options), this.newTraces);
  }

  forceFlush(): Promise<void> {
    return this.provider.forceFlush();
  }
}
