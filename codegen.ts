import type { CodegenConfig } from '@graphql-codegen/cli';

/**
 * `npm run codegen`: every operation a client of the gateway sends is a `.graphql` document beside the code that
 * sends it; GraphQL Code Generator checks each against the schema clients see (gateway/client-schema.graphql,
 * written by `npm run compose`) and writes, per client, the typed documents and the types of their data and
 * variables. The output is committed; `npm test` fails when it is stale (test/graphql/typed-operations.test.ts).
 */
const generated = (...documents: string[]) => ({
  documents,
  plugins: ['typescript-operations', 'typed-document-node'],
  config: {
    documentMode: 'string',
    enumType: 'const',
    useTypeImports: true,
    skipTypename: true,
    // The JSON the gateway answers with: date-times arrive as strings.
    scalars: { DateTimeISO: 'string', JSONObject: 'Record<string, unknown>' },
  },
});

const config: CodegenConfig = {
  schema: 'gateway/client-schema.graphql',
  generates: {
    // Both facades show an event's content with the fragment written from the contract (contracts/generated/).
    'facades/api/src/generated/operations.ts': generated('facades/api/src/**/*.graphql', 'contracts/generated/*.graphql'),
    'facades/site/src/generated/operations.ts': generated('facades/site/src/**/*.graphql', 'contracts/generated/*.graphql'),
    'services/submissions/src/generated/operations.ts': generated('services/submissions/src/**/*.graphql'),
    'services/events/src/generated/operations.ts': generated('services/events/src/**/*.graphql'),
    'services/venues/src/generated/operations.ts': generated('services/venues/src/**/*.graphql'),
    'infra/src/identity/generated/operations.ts': generated('infra/src/identity/**/*.graphql'),
  },
};

export default config;
