import type { Context, TextMapGetter, TextMapPropagator, TextMapSetter } from '@opentelemetry/api';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { FACADE_SECRET_HEADER, GATEWAY_SECRET_HEADER, secretCheck } from '../internal-callers.ts';

/** The internal secrets a process may hold, each with the header a caller presents it in. */
const SECRETS = [
  { variable: 'FACADE_SECRET', header: FACADE_SECRET_HEADER },
  { variable: 'GATEWAY_SECRET', header: GATEWAY_SECRET_HEADER },
] as const;

/** Whether a request's headers present an internal secret this process holds: a caller of the project's own. */
export type InternalCallerCheck = (headers: unknown, getter?: TextMapGetter) => boolean;

const headerGetter: TextMapGetter = {
  get: (carrier, key) => (carrier as Record<string, string | string[] | undefined>)[key],
  keys: (carrier) => Object.keys(carrier as object),
};

export function internalCallerCheck(env: NodeJS.ProcessEnv = process.env): InternalCallerCheck {
  const checks = SECRETS.filter(({ variable }) => env[variable]).map(({ variable, header }) => ({ header, presents: secretCheck(env[variable]!) }));
  return (carrier, getter = headerGetter) =>
    checks.some(({ header, presents }) => {
      const value = getter.get(carrier, header);
      return presents(Array.isArray(value) ? value[0] : value);
    });
}

/**
 * W3C trace context, taken only from the project's own processes. A caller that presents an internal secret this
 * process knows (a facade to the gateway, the gateway to a subgraph, a service to the gateway) continues its trace;
 * anyone else starts a new one, so a public caller can neither force its requests to be recorded nor choose their
 * trace ids. Outgoing requests always carry the context.
 */
export class InternalTraceContextPropagator implements TextMapPropagator {
  private readonly w3c = new W3CTraceContextPropagator();

  constructor(readonly fromInternalCaller: InternalCallerCheck = internalCallerCheck()) {}

  inject(context: Context, carrier: unknown, setter: TextMapSetter): void {
    this.w3c.inject(context, carrier, setter);
  }

  extract(context: Context, carrier: unknown, getter: TextMapGetter): Context {
    if (!getter.get(carrier, 'traceparent')) return context;
    return this.fromInternalCaller(carrier, getter) ? this.w3c.extract(context, carrier, getter) : context;
  }

  fields(): string[] {
    return this.w3c.fields();
  }
}
