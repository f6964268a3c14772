import { slugify, type SubgraphContext } from '@local-events/platform/subgraph';
import { Venue } from './entities/Venue.ts';

/** A slug no other venue has: the name's, then with a numeric suffix. */
export async function freeSlug(context: Pick<SubgraphContext, 'em'>, name: string): Promise<string> {
  const base = slugify(name) || 'venue';
  const taken = new Set((await context.em.find(Venue, { slug: { $like: `${base}%` } }, { fields: ['slug'] })).map((venue) => venue.slug));
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}
