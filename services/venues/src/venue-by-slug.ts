import { notFoundError, type SubgraphContext } from '@local-events/platform/subgraph';
import { Venue } from './entities/Venue.ts';

/** The venue with this slug (in any case), or NOT_FOUND. */
export async function venueBySlug({ em }: Pick<SubgraphContext, 'em'>, slug: string): Promise<Venue> {
  const venue = await em.findOne(Venue, { slug: slug.toLowerCase() });
  if (!venue) throw notFoundError(`No venue has the slug "${slug}".`);
  return venue;
}
