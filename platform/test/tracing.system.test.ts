import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { ROOT_CONTEXT, SpanKind, trace, type TextMapGetter } from '@opentelemetry/api';
import { RandomIdGenerator, SamplingDecision } from '@opentelemetry/sdk-trace';
import { describe, expect, it } from 'vitest';
import { repoPath } from '../../infra/src/paths.ts';
import { InternalTraceContextPropagator } from '../src/tracing/propagator.ts';
import { serviceOfEntryPoint, tracingSettings, type SamplerName } from '../src/tracing/settings.ts';
import { INSTRUMENTED_MODULES } from '../src/tracing/instrumented-modules.ts';
import { otlpExporter, PgStatementInstrumentation, samplingNamed } from '../src/tracing/start.ts';

const run = promisify(execFile);

const headers: TextMapGetter<Record<string, string>> = { get: (carrier, key) => carrier[key], keys: (carrier) => Object.keys(carrier) };
const TRACEPARENT = '00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01';
const facadeSecret = 'f'.repeat(40);
const gatewaySecret = 'g'.repeat(40);

const continued = (propagator: InternalTraceContextPropagator, carrier: Record<string, string>) =>
  trace.getSpanContext(propagator.extract(ROOT_CONTEXT, carrier, headers))?.traceId;

describe('which callers continue their trace', () => {
  it('a caller presenting an internal secret this process holds continues its trace; anyone else starts a new one', () => {
    const gateway = new InternalTraceContextPropagator({ FACADE_SECRET: facadeSecret, GATEWAY_SECRET: gatewaySecret });
    expect(continued(gateway, { traceparent: TRACEPARENT, 'x-facade-secret': facadeSecret })).toBe('0af7651916cd43dd8448eb211c80319c');
    expect(continued(gateway, { traceparent: TRACEPARENT, 'x-gateway-secret': gatewaySecret })).toBe('0af7651916cd43dd8448eb211c80319c');
    expect(continued(gateway, { traceparent: TRACEPARENT })).toBeUndefined();
    expect(continued(gateway, { traceparent: TRACEPARENT, 'x-facade-secret': gatewaySecret })).toBeUndefined();
    expect(continued(gateway, { traceparent: TRACEPARENT, 'x-facade-secret': `${facadeSecret}x` })).toBeUndefined();
    // A subgraph holds the gateway's secret only: the facade's is not one it can check.
    const subgraph = new InternalTraceContextPropagator({ GATEWAY_SECRET: gatewaySecret });
    expect(continued(subgraph, { traceparent: TRACEPARENT, 'x-facade-secret': facadeSecret })).toBeUndefined();
    expect(continued(subgraph, { traceparent: TRACEPARENT, 'x-gateway-secret': gatewaySecret })).toBe('0af7651916cd43dd8448eb211c80319c');
    // A caller of the project's own sends no trace context from a request that is not recorded: nothing is recorded
    // for it. Anyone else without trace context starts a new trace.
    expect(subgraph.callerContext(ROOT_CONTEXT, { 'x-gateway-secret': gatewaySecret })).toBeUndefined();
    expect(subgraph.callerContext(ROOT_CONTEXT, { 'x-gateway-secret': `${gatewaySecret}x` })).toBe(ROOT_CONTEXT);
    expect(subgraph.callerContext(ROOT_CONTEXT, {})).toBe(ROOT_CONTEXT);
    // A process holding no secret trusts no one.
    expect(continued(new InternalTraceContextPropagator({}), { traceparent: TRACEPARENT, 'x-facade-secret': '' })).toBeUndefined();
  });

  it('writes W3C trace context on what it sends', () => {
    const propagator = new InternalTraceContextPropagator({});
    const parent = trace.setSpanContext(ROOT_CONTEXT, {
      traceId: '0af7651916cd43dd8448eb211c80319c',
      spanId: 'b7ad6b7169203331',
      traceFlags: 1,
    });
    const carrier: Record<string, string> = {};
    propagator.inject(parent, carrier, { set: (target, key, value) => (target[key] = value) });
    expect(carrier).toEqual({ traceparent: TRACEPARENT });
    expect(propagator.fields()).toContain('traceparent');
  });
});

describe('tracing settings', () => {
  it('is off without an OTLP endpoint (an empty one too) or when the SDK is disabled', () => {
    expect(tracingSettings({}, '/app/services/events/src/main.ts')).toBeUndefined();
    expect(tracingSettings({ OTEL_EXPORTER_OTLP_ENDPOINT: '' }, '/app/services/events/src/main.ts')).toBeUndefined();
    expect(tracingSettings({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318', OTEL_SDK_DISABLED: 'true' }, 'x')).toBeUndefined();
  });

  it('names the service after its entry point unless OTEL_SERVICE_NAME says otherwise', () => {
    expect(tracingSettings({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318' }, '/app/services/events/src/main.ts')?.serviceName).toBe(
      'events',
    );
    expect(
      tracingSettings(
        { OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'http://collector:4318/v1/traces', OTEL_SERVICE_NAME: 'events-eu' },
        '/app/services/events/src/main.ts',
      )?.serviceName,
    ).toBe('events-eu');
    expect(serviceOfEntryPoint('/app/gateway/src/main.ts')).toBe('gateway');
    expect(serviceOfEntryPoint('/app/facades/api/src/main.ts')).toBe('api');
  });

  it("takes the SDK's defaults for what is not set, and the standard variables for exporter, sampler and batching", () => {
    expect(
      tracingSettings(
        { OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318', OTEL_EXPORTER_OTLP_PROTOCOL: '' },
        '/app/gateway/src/main.ts',
      ),
    ).toEqual({
      serviceName: 'gateway',
      protocol: 'http/protobuf',
      sampler: { name: 'parentbased_always_on', ratio: 1 },
      batching: {},
    });
    const env = {
      OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318',
      OTEL_EXPORTER_OTLP_PROTOCOL: 'grpc',
      OTEL_EXPORTER_OTLP_TRACES_PROTOCOL: 'http/json',
      OTEL_TRACES_SAMPLER: 'parentbased_traceidratio',
      OTEL_TRACES_SAMPLER_ARG: '0.1',
      OTEL_BSP_SCHEDULE_DELAY: '1000',
      OTEL_BSP_MAX_EXPORT_BATCH_SIZE: '256',
      OTEL_BSP_MAX_QUEUE_SIZE: '',
    };
    expect(tracingSettings(env, '/app/gateway/src/main.ts')).toMatchObject({
      protocol: 'http/json',
      sampler: { name: 'parentbased_traceidratio', ratio: 0.1 },
      batching: { scheduledDelayMillis: 1000, maxExportBatchSize: 256, maxQueueSize: undefined },
    });
  });

  it.each<SamplerName>([
    'always_on',
    'always_off',
    'traceidratio',
    'parentbased_always_on',
    'parentbased_always_off',
    'parentbased_traceidratio',
  ])('the share of new traces decided before the SDK is the one the %s sampler takes', (name) => {
    const { sampler, newTraceRatio } = samplingNamed(name, 0.25);
    const ids = new RandomIdGenerator();
    const requests = 4000;
    let taken = 0;
    for (let request = 0; request < requests; request++) {
      if (
        sampler.shouldSample(ROOT_CONTEXT, ids.generateTraceId(), 'GET /x', SpanKind.SERVER, {}, []).decision ===
        SamplingDecision.RECORD_AND_SAMPLED
      )
        taken++;
    }
    // 1,000 expected at 0.25; 150 either side is more than five standard deviations.
    expect(Math.abs(taken - newTraceRatio * requests)).toBeLessThan(150);
    expect(newTraceRatio).toBe(name.endsWith('traceidratio') ? 0.25 : name.endsWith('always_on') ? 1 : 0);
  });

  it('the SQL instrumentation patches exactly the modules the preload hooks: pg, without its pg-pool part', () => {
    const instrumentation = new PgStatementInstrumentation({ enabled: false });
    expect(instrumentation.getModuleDefinitions().map((module) => module.name)).toEqual([...INSTRUMENTED_MODULES]);
    expect(INSTRUMENTED_MODULES).toEqual(['pg']);
  });

  it('each OTLP protocol gets its own exporter, loaded only when it is the one configured', async () => {
    const exporters = {
      'http/protobuf': '@opentelemetry/exporter-trace-otlp-proto',
      'http/json': '@opentelemetry/exporter-trace-otlp-http',
      grpc: '@opentelemetry/exporter-trace-otlp-grpc',
    } as const;
    for (const [protocol, name] of Object.entries(exporters)) {
      const exporter = await otlpExporter(protocol as keyof typeof exporters);
      expect(exporter, protocol).toBeInstanceOf((await import(name)).OTLPTraceExporter);
      await exporter.shutdown();
    }
  });

  it('a process without an endpoint hands every library a tracer that makes no span at all', async () => {
    const script = [
      "const { trace } = require('@opentelemetry/api');",
      "const [apollo, other] = [trace.getTracer('apollo/gateway-js'), trace.getTracer('anything')];",
      'const span = apollo.startSpan("gateway.request");',
      "console.log(JSON.stringify({ same: span === other.startSpan('x'), recording: span.isRecording(), ran: apollo.startActiveSpan('plan', (s) => s === span) }));",
    ].join('\n');
    const { stdout } = await run(process.execPath, ['--import', 'tsx', '--import', '@local-events/platform/preload', '-e', script], {
      cwd: repoPath(''),
      env: { PATH: process.env.PATH! },
    });
    // The OpenTelemetry API's own no-op tracer would make a new span object each time.
    expect(JSON.parse(stdout)).toEqual({ same: true, recording: false, ran: true });
  });

  it('a process with a wrong endpoint or sampler ratio stops at start with a message naming them', async () => {
    const failure = (await run(process.execPath, ['--import', 'tsx', '--import', '@local-events/platform/preload', '-e', '0'], {
      cwd: repoPath(''),
      env: { PATH: process.env.PATH!, OTEL_EXPORTER_OTLP_ENDPOINT: 'collector:4318', OTEL_TRACES_SAMPLER_ARG: '10' },
    }).catch((error: unknown) => error)) as { code: number; stderr: string };
    expect(failure.code).toBe(78);
    expect(failure.stderr).toContain('OTEL_EXPORTER_OTLP_ENDPOINT: must be an http:// or https:// URL');
    expect(failure.stderr).toMatch(/OTEL_TRACES_SAMPLER_ARG: .+/);
  });
});
