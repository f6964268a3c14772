import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import { PinoInstrumentation } from '@opentelemetry/instrumentation-pino';
import { UndiciInstrumentation } from '@opentelemetry/instrumentation-undici';
import { NodeSDK } from '@opentelemetry/sdk-node';
import { FACADE_SECRET_HEADER, GATEWAY_SECRET_HEADER } from '../internal-callers.ts';
import { SECRET_PARAMETERS } from '../secret-parameters.ts';
import { InternalTraceContextPropagator } from './propagator.ts';
import type { Tracing } from './settings.ts';

const INTERNAL_SECRET_HEADER = new RegExp(`^(${FACADE_SECRET_HEADER}|${GATEWAY_SECRET_HEADER})$`, 'i');

/** Whether an outgoing undici request's headers (`name: value` lines, or names and values in turn) hold an internal secret. */
function presentsInternalSecret(headers: string | (string | string[])[]): boolean {
  const names = typeof headers === 'string' ? headers.split('\r\n').map((line) => line.slice(0, line.indexOf(':'))) : headers.filter((_, index) => index % 2 === 0);
  return names.some((name) => typeof name === 'string' && INTERNAL_SECRET_HEADER.test(name.trim()));
}

/** Paths orchestrators and Prometheus poll: never traced. */
const PROBES = new Set(['/livez', '/readyz', '/metrics']);

/**
 * The OpenTelemetry SDK with the instrumentations the project's hops need: HTTP servers (every process's incoming
 * requests), undici (every call to the gateway and from it to the subgraphs), PostgreSQL (each statement, without
 * its values) and pino (trace ids in log lines); Apollo Gateway adds its own spans (plan, execute, one fetch per
 * subgraph). GraphQL's own instrumentation is left out: it added to every request's cost and nothing a hop's span and
 * its SQL do not show. Exporter, sampler and batching come from the standard OTEL_* variables. Traces only: metrics
 * stay with Prometheus and logs with stdout.
 */
export function startTracing({ serviceName }: Tracing): NodeSDK {
  const sdk = new NodeSDK({
    serviceName,
    autoDetectResources: true,
    textMapPropagator: new InternalTraceContextPropagator(),
    metricReaders: [],
    logRecordProcessors: [],
    instrumentations: [
      new HttpInstrumentation({
        ignoreIncomingRequestHook: (request) => PROBES.has((request.url ?? '').split('?', 1)[0]!),
        redactedQueryParamsServer: [...SECRET_PARAMETERS],
        // Calls to other processes go through undici, instrumented below; node:http clients are the exporter's own.
        disableOutgoingRequestInstrumentation: true,
      }),
      // Only calls to the project's own processes (those presenting an internal secret) are traced and carry the
      // trace context: a page the submission fetcher reads, the identity provider or anyone else never gets one.
      new UndiciInstrumentation({ requireParentforSpans: true, ignoreRequestHook: (request) => !presentsInternalSecret(request.headers) }),
      // Statements outside a request (the job queue's polling) are not traced; values never are.
      new PgInstrumentation({ requireParentSpan: true, enhancedDatabaseReporting: false, ignoreConnectSpans: true }),
      new PinoInstrumentation({ disableLogSending: true }),
    ],
  });
  sdk.start();
  return sdk;
}
