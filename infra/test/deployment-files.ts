import type { z } from 'zod';
import { tracingSettingsSchema } from '@local-events/platform';
import { subgraphConfigSchema } from '@local-events/platform/subgraph';
import { apiConfigSchema } from '../../facades/api/src/config.ts';
import { siteConfigSchema } from '../../facades/site/src/config.ts';
import { gatewayConfigSchema } from '../../gateway/src/config.ts';
import { locationsConfigSchema } from '../../services/locations/src/config.ts';
import { submissionsConfigSchema } from '../../services/submissions/src/config.ts';
import { identityConfigSchema } from '../src/identity/config.ts';
import { clientSecretVariable, CONFIDENTIAL_CLIENTS } from '../src/identity/demo-clients.ts';
import { DEMO_ACCOUNTS, demoPasswordVariable } from '../src/identity/demo-accounts.ts';
import { SUBGRAPHS } from '../src/subgraphs.ts';

/** Read by every process besides its own schema: the log level (logger.ts) and NODE_ENV. */
const EVERYWHERE = ['LOG_LEVEL', 'NODE_ENV'];

const keysOf = (schema: z.ZodObject) => Object.keys(schema.shape);
const requiredOf = (schema: z.ZodObject) =>
  Object.entries(schema.shape)
    .filter(([, field]) => !(field as z.ZodType).safeParse(undefined).success)
    .map(([key]) => key);

export interface ProcessConfig {
  /** Every variable the process reads. */
  reads: string[];
  /** The ones without a default: a deployment must set them. */
  requires: string[];
}

const configOf = (schema: z.ZodObject, extra: string[] = []): ProcessConfig => ({
  reads: [...keysOf(schema), ...EVERYWHERE, ...extra],
  requires: requiredOf(schema),
});

/** A process started with the tracing preload (every one but the identity provider) reads the OTEL_* settings too. */
const tracedConfigOf = (schema: z.ZodObject): ProcessConfig => configOf(schema, keysOf(tracingSettingsSchema));

/** What each deployable process reads from its environment, straight from the schemas that validate it. */
export function processConfigs(): Record<string, ProcessConfig> {
  const subgraphs = Object.fromEntries(
    SUBGRAPHS.map(({ name, defaultPort }) => {
      const needsClient = name === 'events' || name === 'submissions';
      const base = subgraphConfigSchema(defaultPort, { needsClient });
      const own = { submissions: submissionsConfigSchema, locations: locationsConfigSchema }[name as string];
      const schema = own ? base.extend(own.shape) : base;
      return [name, tracedConfigOf(schema)];
    }),
  );
  return {
    ...subgraphs,
    gateway: tracedConfigOf(gatewayConfigSchema),
    api: tracedConfigOf(apiConfigSchema),
    site: tracedConfigOf(siteConfigSchema),
    identity: configOf(identityConfigSchema, [
      ...CONFIDENTIAL_CLIENTS.map(({ clientId }) => clientSecretVariable(clientId)),
      ...DEMO_ACCOUNTS.map(demoPasswordVariable),
    ]),
  };
}
