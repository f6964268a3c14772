import { Arg, Ctx, Int, Query, Resolver } from 'type-graphql';
import { Venue } from '../entities/Venue.ts';
import type { VenuesContext } from '../loaders.ts';
import { VenueType, toVenueType } from './VenueType.ts';

@Resolver(() => VenueType)
export class VenueResolver {
  @Query(() => VenueType, { nullable: true })
  async venue(@Ctx() { em }: VenuesContext, @Arg('slug', () => String) slug: string): Promise<VenueType | null> {
    const row = await em.findOne(Venue, { slug: slug.toLowerCase() });
    return row ? toVenueType(row) : null;
  }

  @Query(() => [VenueType], { description: 'Venues of one zone, by name.' })
  async venues(@Ctx() { em }: VenuesContext, @Arg('zoneId', () => Int) zoneId: number): Promise<VenueType[]> {
    const rows = await em.find(Venue, { zoneId }, { orderBy: { name: 'asc' } });
    return rows.map(toVenueType);
  }
}
