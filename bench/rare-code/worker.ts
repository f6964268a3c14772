/**
 * One copy of bench/rare-code.ts: a steady workload (a task of 120 awaits, as the route of tracing-alone/app.ts, every
 * 5 ms) and, after one task in ten, the rare work its mode names. Reports over IPC its CPU per task, how long the rare
 * work took there and how long the same work takes in a loop.
 */
import { ROOT_CONTEXT, SpanKind } from '@opentelemetry/api';
import { TracerProvider } from '@opentelemetry/sdk-trace';

export type RareWork = 'none' | 'json' | 'span' | 'spans10';

export interface CopyReading {
  /** CPU per task, µs. */
  perTask: number;
  /** The rare work's mean time where it ran, after a task, µs (0 for `none`). */
  inPlace: number;
  /** The same work's mean time in a loop of a thousand, µs (0 for `none`). */
  inLoop: number;
}

const [mode, warmupSeconds, seconds] = [process.argv[2] as RareWork, Number(process.argv[3]), Number(process.argv[4])];

const step = async (i: number) => ({ i, label: `item ${i}`, at: new Date(1_700_000_000_000 + i * 1000).toISOString() });
async function task(): Promise<string> {
  const items = [];
  for (let i = 0; i < 120; i++) items.push(await step(i));
  return JSON.stringify({ items: items.slice(0, 30) });
}

// A span as a recorded request's server span is made, without a processor: made, given its attributes, ended.
const tracer = new TracerProvider({}).getTracer('rare-code');
const span = () =>
  tracer
    .startSpan('GET /list', { kind: SpanKind.SERVER }, ROOT_CONTEXT)
    .setAttributes({ 'http.request.method': 'GET', 'http.route': '/list', 'http.response.status_code': 200, 'request.id': 'a1' })
    .end();
const document = { tags: ['music', 'outdoor'], place: { name: 'Town hall', at: '2026-11-28T19:30:00.000Z' }, items: Array.from({ length: 20 }, (_, i) => ({ i, label: `item ${i}` })) };
// Where the round trip's result goes, so that the work is not optimised away.
let kept: unknown;
const works: Record<RareWork, (() => void) | undefined> = {
  none: undefined,
  json: () => (kept = JSON.parse(JSON.stringify(document))),
  span,
  spans10: () => {
    for (let i = 0; i < 10; i++) span();
  },
};
const rare = works[mode];

let tasks = 0;
const timed = { calls: 0, ms: 0 };
setInterval(() => {
  void task().then(() => {
    tasks++;
    if (!rare || Math.random() >= 0.1) return;
    const started = performance.now();
    rare();
    timed.ms += performance.now() - started;
    timed.calls++;
  });
}, 5);

const LOOP = 1000;
/** The rare work's mean time in a loop of LOOP, µs. */
function inLoop(): number {
  if (!rare) return 0;
  const started = performance.now();
  for (let i = 0; i < LOOP; i++) rare();
  return ((performance.now() - started) * 1000) / LOOP;
}

setTimeout(() => {
  const [cpu, counted] = [process.cpuUsage(), tasks];
  Object.assign(timed, { calls: 0, ms: 0 });
  setTimeout(() => {
    const used = process.cpuUsage(cpu);
    const reading: CopyReading = {
      perTask: (used.user + used.system) / (tasks - counted),
      inPlace: timed.calls ? (timed.ms * 1000) / timed.calls : 0,
      inLoop: inLoop(),
    };
    process.send!(reading, () => process.exit(0));
  }, seconds * 1000);
}, warmupSeconds * 1000);
