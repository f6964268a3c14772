import { notFoundError } from '@local-events/platform/subgraph';
import { Venue } from './entities/Venue.ts';
import type { VenuesContext } from './loaders.ts';

/** The venue with this slug (in any case), or NOT_FOUND. */
export async function venueBySlug(context: VenuesContext, slug: string): Promise<Venue> {
  const venue = await context.em.findOne(Venue, { slug: slug.toLowerCase() });
  if (!venue) throw notFoundError(`No venue has the slug "${slug}".`);
  return venue;
}
