import { defaultTextMapGetter, type Context, type TextMapGetter, type TextMapPropagator, type TextMapSetter } from '@opentelemetry/api';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { FACADE_SECRET_HEADER, GATEWAY_SECRET_HEADER, secretCheck } from '../internal-callers.ts';

/** The internal secrets a process may hold, each with the header a caller presents it in. */
const SECRETS = [
  { variable: 'FACADE_SECRET', header: FACADE_SECRET_HEADER },
  { variable: 'GATEWAY_SECRET', header: GATEWAY_SECRET_HEADER },
] as const;

/**
 * W3C trace context, taken only from the project's own processes. A caller that presents an internal secret this
 * process knows (a facade to the gateway, the gateway to a subgraph, a service to the gateway) continues its trace;
 * anyone else starts a new one, so a public caller can neither force its requests to be recorded nor choose their
 * trace ids. Outgoing requests always carry the context.
 */
export class InternalTraceContextPropagator implements TextMapPropagator {
  private readonly w3c = new W3CTraceContextPropagator();
  private readonly trusted: { header: string; presents: (value: string | undefined) => boolean }[];

  constructor(env: NodeJS.ProcessEnv = process.env) {
    this.trusted = SECRETS.filter(({ variable }) => env[variable]).map(({ variable, header }) => ({
      header,
      presents: secretCheck(env[variable]!),
    }));
  }

  /**
   * What a request carrying `carrier` continues: its caller's trace when the caller is one of the project's
   * processes, `context` as it is (a new trace) for anyone else, whatever they send. Undefined for one of the
   * project's processes that sends no trace context, as it does outside a recorded request: nothing is recorded.
   */
  callerContext(context: Context, carrier: unknown, getter: TextMapGetter = defaultTextMapGetter): Context | undefined {
    const internal = this.trusted.some(({ header, presents }) => {
      const value = getter.get(carrier, header);
      return presents(Array.isArray(value) ? value[0] : value);
    });
    if (!internal) return context;
    return getter.get(carrier, 'traceparent') ? this.w3c.extract(context, carrier, getter) : undefined;
  }

  inject(context: Context, carrier: unknown, setter: TextMapSetter): void {
    this.w3c.inject(context, carrier, setter);
  }

  extract(context: Context, carrier: unknown, getter: TextMapGetter): Context {
    return this.callerContext(context, carrier, getter) ?? context;
  }

  fields(): string[] {
    return this.w3c.fields();
  }
}
