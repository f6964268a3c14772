import { parse, validate, type GraphQLSchema } from 'graphql';
import type { Operation } from '@local-events/platform';

/** The typed documents generated for each client of the gateway (codegen.ts), loaded when asked. */
const MODULES: Record<string, () => Promise<Record<string, unknown>>> = {
  'api facade': () => import('../../facades/api/src/generated/operations.ts'),
  site: () => import('../../facades/site/src/generated/operations.ts'),
  'submissions service': () => import('../../services/submissions/src/generated/operations.ts'),
  'events service': () => import('../../services/events/src/generated/operations.ts'),
  'development tools': () => import('./identity/generated/operations.ts'),
};

/** A generated operation (not a fragment): `<Name>Document`, a String carrying its types. */
const isOperation = (name: string, value: unknown): value is Operation<unknown, unknown> =>
  name.endsWith('Document') && value instanceof String;

/** Each client operation, named after who sends it. */
export async function clientOperations(): Promise<{ client: string; name: string; document: string }[]> {
  const found = [];
  for (const [client, load] of Object.entries(MODULES)) {
    for (const [name, value] of Object.entries(await load())) {
      if (isOperation(name, value)) found.push({ client, name: name.replace(/Document$/, ''), document: value.toString() });
    }
  }
  return found;
}

/** The project's own operations that `schema` no longer answers, each with why: what a change to the graph would break. */
export async function brokenClientOperations(schema: GraphQLSchema): Promise<string[]> {
  const broken = [];
  for (const { client, name, document } of await clientOperations()) {
    const errors = validate(schema, parse(document));
    if (errors.length) broken.push(`${client} ${name}: ${errors.map((error) => error.message).join('; ')}`);
  }
  return broken;
}
