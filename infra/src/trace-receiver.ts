import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A span as received, flattened: its service (the resource's `service.name`) and attributes as plain values. */
export interface ReceivedSpan {
  service: string;
  scope: string;
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  startTimeUnixNano: string;
  endTimeUnixNano: string;
  attributes: Record<string, unknown>;
}

export interface TraceReceiver {
  /** The OTEL_EXPORTER_OTLP_ENDPOINT that exports here (spans are kept from OTEL_EXPORTER_OTLP_PROTOCOL=http/json). */
  url: string;
  /** How many spans arrived (read from JSON exports), in every trace. */
  received(): number;
  /** How many exports arrived, in either encoding. */
  exports(): number;
  close(): Promise<void>;
}

interface KeyValue {
  key: string;
  value: {
    stringValue?: string;
    intValue?: string | number;
    doubleValue?: number;
    boolValue?: boolean;
    arrayValue?: { values?: KeyValue['value'][] };
  };
}
interface ExportTraceServiceRequest {
  resourceSpans?: {
    resource?: { attributes?: KeyValue[] };
    scopeSpans?: {
      scope?: { name?: string };
      spans?: (Omit<ReceivedSpan, 'service' | 'scope' | 'attributes'> & { attributes?: KeyValue[] })[];
    }[];
  }[];
}

const MAX_BODY_BYTES = 16 * 1024 * 1024;

const attributeValueOf = (value: KeyValue['value']): unknown =>
  value.arrayValue
    ? (value.arrayValue.values ?? []).map(attributeValueOf)
    : (value.stringValue ?? value.intValue ?? value.doubleValue ?? value.boolValue);
const attributesOf = (attributes: KeyValue[] = []) =>
  Object.fromEntries(attributes.map(({ key, value }) => [key, attributeValueOf(value)]));

function spansOf(request: ExportTraceServiceRequest): ReceivedSpan[] {
  return (request.resourceSpans ?? []).flatMap(({ resource, scopeSpans }) => {
    const service = String(attributesOf(resource?.attributes)['service.name'] ?? 'unknown');
    return (scopeSpans ?? []).flatMap(({ scope, spans }) =>
      (spans ?? []).map(({ attributes, ...span }) => ({
        ...span,
        service,
        scope: scope?.name ?? '',
        attributes: attributesOf(attributes),
      })),
    );
  });
}

/**
 * An OTLP/HTTP receiver (`POST /v1/traces`) on loopback that keeps the last `maxTraces` traces in memory from JSON
 * exports, for tests, and takes protobuf ones without reading them, for the benchmark. `GET /traces/{traceId}` answers a trace's spans, `GET /traces?request.id=…`
 * the ids of the traces whose spans carry that request id.
 */
export async function startTraceReceiver(options: { maxTraces?: number } = {}): Promise<TraceReceiver> {
  const maxTraces = options.maxTraces ?? 20_000;
  const traces = new Map<string, ReceivedSpan[]>();
  let count = 0;
  let exports = 0;
  const keep = (span: ReceivedSpan) => {
    count++;
    const spans = traces.get(span.traceId);
    if (spans) return void spans.push(span);
    traces.set(span.traceId, [span]);
    if (traces.size > maxTraces) traces.delete(traces.keys().next().value!);
  };
  const server = createServer((request, response) => {
    const answer = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    };
    const url = new URL(request.url ?? '/', 'http://receiver');
    if (request.method === 'GET' && url.pathname.startsWith('/traces')) {
      const traceId = url.pathname.split('/')[2];
      if (traceId) return answer(200, { spans: traces.get(traceId) ?? [] });
      const requestId = url.searchParams.get('request.id');
      return answer(200, {
        traceIds: [...traces].filter(([, spans]) => spans.some((span) => span.attributes['request.id'] === requestId)).map(([id]) => id),
      });
    }
    if (request.method !== 'POST' || url.pathname !== '/v1/traces') return answer(404, {});
    // Protobuf exports (the SDK's default encoding) are taken and counted, not read: the benchmark's exporters use it.
    const protobuf = request.headers['content-type']?.startsWith('application/x-protobuf');
    if (!protobuf && !request.headers['content-type']?.startsWith('application/json'))
      return answer(415, { message: 'this receiver takes OTLP/HTTP' });
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) request.destroy();
      else chunks.push(chunk);
    });
    request.on('end', () => {
      exports++;
      if (protobuf) return void response.writeHead(200, { 'content-type': 'application/x-protobuf' }).end();
      try {
        spansOf(JSON.parse(Buffer.concat(chunks).toString('utf8')) as ExportTraceServiceRequest).forEach(keep);
        answer(200, {});
      } catch {
        answer(400, { message: 'not an OTLP JSON export' });
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received: () => count,
    exports: () => exports,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
