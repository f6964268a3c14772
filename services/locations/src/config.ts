import { z } from 'zod';

/** What the locations service reads beside the configuration of every subgraph. */
export const locationsConfigSchema = z.object({
  /** How long the in-memory copy of the zones serves before it is reloaded (0: every request reads the database). */
  ZONE_CACHE_SECONDS: z.coerce.number().int().min(0).max(300).default(5),
});
