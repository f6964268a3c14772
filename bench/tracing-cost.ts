import { startTraceReceiver } from '../infra/src/trace-receiver.ts';
import type { Stack } from '../infra/src/stack.ts';

/** How tracing runs in service: every process exports to an OTLP receiver (protobuf over HTTP), and 10 % of new traces are recorded. */
export const TRACING_SAMPLE_RATIO = 0.1;

/** Names the traced stack's processes apart from the untraced one's in the CPU figures. */
export const TRACED_SUFFIX = ' (traced)';

export interface TracedStack {
  api: string;
  /** Its processes a request crosses, named with TRACED_SUFFIX. */
  pids: Record<string, number>;
  /** Exports the receiver has had so far (the SDK's default encoding, protobuf): proof the traced stack really exported. */
  exportsReceived(): number;
  stop(): Promise<void>;
}

/**
 * A second stack on the same data, with tracing on as in service, beside the untraced one: the cost of tracing is
 * its uncached list measured run by run against the untraced stack's (bench/run.ts).
 */
export async function startTracedStack(start: (env: Record<string, string>) => Promise<Stack>): Promise<TracedStack> {
  const receiver = await startTraceReceiver({ maxTraces: 1000 });
  const stack = await start({
    OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url,
    OTEL_TRACES_SAMPLER: 'parentbased_traceidratio',
    OTEL_TRACES_SAMPLER_ARG: String(TRACING_SAMPLE_RATIO),
  });
  const crossed = ['api', 'gateway', 'locations', 'events', 'venues'];
  const pids = Object.fromEntries(Object.entries(stack.pids()).flatMap(([name, pid]) => (crossed.includes(name) ? [[`${name}${TRACED_SUFFIX}`, pid]] : [])));
  return {
    api: stack.urls.api,
    pids,
    exportsReceived: receiver.exports,
    async stop() {
      await stack.stop();
      await receiver.close();
    },
  };
}
