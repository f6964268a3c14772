import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { createLogger, loadConfig, port } from '@local-events/platform';
import { startGateway } from './gateway.ts';

const config = loadConfig(
  z.object({
    PORT: port(4000),
    SUPERGRAPH_PATH: z.string().default(fileURLToPath(new URL('../supergraph.graphql', import.meta.url))),
  }),
);
const log = createLogger('gateway');
const supergraphSdl = await readFile(config.SUPERGRAPH_PATH, 'utf8').catch(() => {
  log.fatal({ path: config.SUPERGRAPH_PATH }, 'no supergraph: run `npm run compose` first');
  process.exit(1);
});
await startGateway({ supergraphSdl, port: config.PORT, log });
