import { startTraceReceiver } from '../infra/src/trace-receiver.ts';
import type { Stack } from '../infra/src/stack.ts';
import { takingTurns } from './taking-turns.ts';

/** How tracing runs in service: every process exports to an OTLP receiver (protobuf over HTTP), and 10 % of new traces are recorded. */
export const TRACING_SAMPLE_RATIO = Number(process.env.BENCH_TRACING_RATIO ?? 0.1);

/** What a process is started with to trace as in service: exporting to `receiverUrl`, new traces sampled at TRACING_SAMPLE_RATIO. */
function tracedEnvironment(receiverUrl: string): Record<string, string> {
  return { OTEL_EXPORTER_OTLP_ENDPOINT: receiverUrl, OTEL_TRACES_SAMPLER: 'parentbased_traceidratio', OTEL_TRACES_SAMPLER_ARG: String(TRACING_SAMPLE_RATIO) };
}

/** Names each stack's processes apart in the CPU figures: `events (traced)`, `events (untraced)`. */
export const PAIR_SUFFIX = / \((un)?traced\)$/;

/** The processes a request crosses. */
const CROSSED = ['api', 'gateway', 'locations', 'events', 'venues'];

export interface PairedStack {
  api: string;
  /** Its processes a request crosses, named with their suffix. */
  pids: Record<string, number>;
}

export interface TracingPair {
  untraced: PairedStack;
  traced: PairedStack;
  /** Exports the receiver has had so far (the SDK's default encoding, protobuf): proof the traced stack really exported. */
  exportsReceived(): number;
  stop(): Promise<void>;
}

/**
 * Two new stacks on the same data, alike but for tracing, which is on in one as in service: the cost of tracing is
 * the traced stack's CPU per uncached list request against the untraced one's, both loaded at once (bench/run.ts).
 * Both are new, so that both have served the same requests before they are compared; a stack that has served every
 * other target reads cheaper per request than one started for the comparison, with tracing or without. Which of the
 * two starts first is `tracedFirst`: the bench takes turns, so that neither stack is always the one started second.
 */
export async function startTracingPair(
  start: (folder: string, env: Record<string, string>) => Promise<Stack>,
  folder: string,
  tracedFirst: boolean,
): Promise<TracingPair> {
  const receiver = await startTraceReceiver({ maxTraces: 1000 });
  const stacks: Stack[] = [];
  const paired = (stack: Stack, suffix: string): PairedStack => {
    stacks.push(stack);
    const pids = Object.entries(stack.pids()).flatMap(([name, pid]) => (CROSSED.includes(name) ? [[`${name} ${suffix}`, pid]] : []));
    return { api: stack.urls.api, pids: Object.fromEntries(pids) };
  };
  try {
    const [untraced, traced] = await takingTurns(
      tracedFirst,
      async () => paired(await start(`${folder}-untraced`, {}), '(untraced)'),
      async () => paired(await start(`${folder}-traced`, tracedEnvironment(receiver.url)), '(traced)'),
      { oneByOne: true },
    );
    return {
      untraced,
      traced,
      exportsReceived: receiver.exports,
      async stop() {
        await Promise.all(stacks.map((stack) => stack.stop()));
        await receiver.close();
      },
    };
  } catch (error) {
    await Promise.all(stacks.map((stack) => stack.stop()));
    await receiver.close();
    throw error;
  }
}
