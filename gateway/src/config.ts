import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { metricsSettings, port } from '@local-events/platform';

export const gatewayConfigSchema = z.object({
  PORT: port(4000),
  SUPERGRAPH_PATH: z.string().default(fileURLToPath(new URL('../supergraph.graphql', import.meta.url))),
  /** How often the supergraph file is checked for a new version. */
  SUPERGRAPH_POLL_MS: z.coerce.number().int().min(100).max(60_000).default(1000),
  ...metricsSettings,
});
