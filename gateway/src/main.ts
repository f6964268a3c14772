import { access } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { createLogger, loadConfig, port } from '@local-events/platform';
import { startGateway } from './gateway.ts';

const config = loadConfig(
  z.object({
    PORT: port(4000),
    SUPERGRAPH_PATH: z.string().default(fileURLToPath(new URL('../supergraph.graphql', import.meta.url))),
    /** How often the supergraph file is checked for a new version. */
    SUPERGRAPH_POLL_MS: z.coerce.number().int().min(100).max(60_000).default(1000),
  }),
);
const log = createLogger('gateway');
await access(config.SUPERGRAPH_PATH).catch(() => {
  log.fatal({ path: config.SUPERGRAPH_PATH }, 'no supergraph: run `npm run compose` first');
  process.exit(1);
});
await startGateway({ supergraphPath: config.SUPERGRAPH_PATH, port: config.PORT, log, reloadIntervalMs: config.SUPERGRAPH_POLL_MS });
