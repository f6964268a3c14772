import { parse, validate, type GraphQLSchema } from 'graphql';
import type { Operation } from '@local-events/platform';

/** Every module whose exports include operations the project's own clients send to the gateway, loaded when asked. */
const MODULES: Record<string, (() => Promise<Record<string, unknown>>)[]> = {
  'api facade': [
    () => import('../../facades/api/src/operations/events.ts'),
    () => import('../../facades/api/src/operations/locations.ts'),
    () => import('../../facades/api/src/operations/review.ts'),
    () => import('../../facades/api/src/operations/submissions.ts'),
    () => import('../../facades/api/src/operations/venue-admin.ts'),
    () => import('../../facades/api/src/operations/venues.ts'),
  ],
  site: [() => import('../../facades/site/src/operations.ts')],
  'submissions service': [() => import('../../services/submissions/src/gateway-operations.ts')],
  'events service': [() => import('../../services/events/src/notify-submitter.ts'), () => import('../../services/events/src/venue-access.ts')],
  'development tools': [() => import('./identity/operations.ts')],
};

const isOperation = (value: unknown): value is Operation<unknown> =>
  typeof value === 'object' && value !== null && typeof (value as Operation<unknown>).name === 'string' && typeof (value as Operation<unknown>).document === 'string';

/** Each client operation, named after who sends it. */
export async function clientOperations(): Promise<{ client: string; operation: Operation<unknown> }[]> {
  const found = [];
  for (const [client, modules] of Object.entries(MODULES)) {
    for (const module of await Promise.all(modules.map((load) => load()))) {
      for (const value of Object.values(module)) if (isOperation(value)) found.push({ client, operation: value });
    }
  }
  return found;
}

/** The project's own operations that `schema` no longer answers, each with why: what a change to the graph would break. */
export async function brokenClientOperations(schema: GraphQLSchema): Promise<string[]> {
  const broken = [];
  for (const { client, operation } of await clientOperations()) {
    const errors = validate(schema, parse(operation.document));
    if (errors.length) broken.push(`${client} ${operation.name}: ${errors.map((error) => error.message).join('; ')}`);
  }
  return broken;
}
