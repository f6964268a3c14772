import { z } from 'zod';

/** What the events service reads beside the configuration of every subgraph. */
export const eventsConfigSchema = z.object({
  /** Seconds a list of the towns (for questions in plain words) is kept before it is asked for again. */
  ZONE_CACHE_SECONDS: z.coerce.number().int().min(0).max(300).default(5),
});
