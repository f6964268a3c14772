import { Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/** Prometheus metrics of this process. */
export const metrics = new Registry();
collectDefaultMetrics({ register: metrics });

export const httpRequests = new Histogram({
  name: 'http_request_duration_seconds',
  help: 'HTTP requests served, by route and status',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
  registers: [metrics],
});

export const dbQueries = new Counter({
  name: 'db_queries_total',
  help: 'SQL statements sent to PostgreSQL',
  registers: [metrics],
});
