/**
 * The smallest service the platform serves: its request middleware (request id, log line, metrics, server span) and
 * one route that awaits 120 small steps and answers JSON. bench/tracing-alone.ts runs it twice, traced and not.
 */
import Koa from 'koa';
import { createLogger, requestContext, serve, type AppState } from '@local-events/platform';

const log = createLogger('tracing-alone');
const app = new Koa<AppState>();
app.use(requestContext(log));

const step = async (i: number) => ({ i, label: `item ${i}`, at: new Date(1_700_000_000_000 + i * 1000).toISOString() });

app.use(async (ctx) => {
  const items = [];
  for (let i = 0; i < 120; i++) items.push(await step(i));
  ctx.body = { items: items.slice(0, 30) };
});

await serve(app, { port: 0, host: '127.0.0.1', log });
