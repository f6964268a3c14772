import { z } from 'zod';
import { databaseUrl, loadConfig, port } from './config.ts';

/** The configuration every subgraph reads: its port and its database. */
export function loadSubgraphConfig(defaultPort: number) {
  return loadConfig(
    z.object({
      PORT: port(defaultPort),
      DATABASE_URL: databaseUrl,
    }),
  );
}
