import { Arg, Ctx, Float, Int, Query, Resolver } from 'type-graphql';
import { boxAround, query, sql, userInputError } from '@local-events/platform/subgraph';
import { Venue } from '../entities/Venue.ts';
import type { VenuesContext } from '../loaders.ts';
import { VenueType, toVenueType } from './VenueType.ts';

/** As many venues as a day's list of events can name. */
const MAX_VENUE_IDS = 500;

@Resolver(() => VenueType)
export class VenueResolver {
  @Query(() => VenueType, { nullable: true })
  async venue(@Ctx() { em }: VenuesContext, @Arg('slug', () => String) slug: string): Promise<VenueType | null> {
    const row = await em.findOne(Venue, { slug: slug.toLowerCase() });
    return row ? toVenueType(row) : null;
  }

  @Query(() => [VenueType], { description: 'Venues of one zone, by name; proposed ones only when asked for.' })
  async venues(
    @Ctx() { em }: VenuesContext,
    @Arg('zoneId', () => Int) zoneId: number,
    @Arg('includeProposed', () => Boolean, { defaultValue: false }) includeProposed: boolean,
  ): Promise<VenueType[]> {
    const rows = await em.find(Venue, includeProposed ? { zoneId } : { zoneId, status: 'active' }, { orderBy: { name: 'asc' } });
    return rows.map(toVenueType);
  }

  @Query(() => [VenueType], {
    description:
      'Venues (proposed ones too) within about `metres` of a point (a box around it: callers measure exactly), at most `limit` ' +
      '(50 by default, up to 1000); for placing submitted events and searching near a point.',
  })
  async venuesNear(
    @Ctx() { em }: VenuesContext,
    @Arg('lat', () => Float) lat: number,
    @Arg('lng', () => Float) lng: number,
    @Arg('metres', () => Int, { defaultValue: 3000 }) metres: number,
    @Arg('limit', () => Int, { defaultValue: 50 }) limit: number,
  ): Promise<VenueType[]> {
    if (Math.abs(lat) > 90 || Math.abs(lng) > 180) throw userInputError('lat and lng must be coordinates', 'lat');
    if (metres < 1 || metres > 50_000) throw userInputError('metres must be 1 to 50000', 'metres');
    if (limit < 1 || limit > 1000) throw userInputError('limit must be 1 to 1000', 'limit');
    const box = boxAround({ lat, lng }, metres);
    const rows = await em.find(
      Venue,
      { lat: { $gte: box.south, $lte: box.north }, lng: { $gte: box.west, $lte: box.east } },
      { orderBy: { id: 'asc' }, limit },
    );
    return rows.map(toVenueType);
  }

  @Query(() => [VenueType], {
    description: 'Venues whose name has the words of `text` (accents and case ignored; web-search syntax), at most `limit` (100 by default, up to 500); for searching events by their venue.',
  })
  async venuesMatching(
    @Ctx() { em }: VenuesContext,
    @Arg('text', () => String) text: string,
    @Arg('limit', () => Int, { defaultValue: 100 }) limit: number,
  ): Promise<VenueType[]> {
    if (text.trim().length < 1 || text.length > 200) throw userInputError('text must be 1 to 200 characters', 'text');
    if (limit < 1 || limit > 500) throw userInputError('limit must be 1 to 500', 'limit');
    const rows = await query(
      em,
      sql<{ id: number }>`select id from venue where name_document @@ websearch_to_tsquery('venue_search', ${text}) order by id limit ${limit}`,
    );
    return rows.length ? (await em.find(Venue, { id: { $in: rows.map((row) => row.id) } }, { orderBy: { id: 'asc' } })).map(toVenueType) : [];
  }

  @Query(() => [String], { description: 'Slugs of active venues that begin with `prefix` (1 to 100 lower-case letters, digits and hyphens), in order, at most `limit` (20 by default, up to 100); for completing a slug as it is typed.' })
  async venueSlugs(
    @Ctx() { em }: VenuesContext,
    @Arg('prefix', () => String) prefix: string,
    @Arg('limit', () => Int, { defaultValue: 20 }) limit: number,
  ): Promise<string[]> {
    if (!/^[a-z0-9-]{1,100}$/.test(prefix)) throw userInputError('prefix must be 1 to 100 lower-case letters, digits and hyphens', 'prefix');
    if (limit < 1 || limit > 100) throw userInputError('limit must be 1 to 100', 'limit');
    const rows = await query(em, sql<{ slug: string }>`select slug from venue where status = 'active' and starts_with(slug, ${prefix}) order by slug collate "C" limit ${limit}`);
    return rows.map((row) => row.slug);
  }

  @Query(() => [VenueType], {
    description: `Venues (proposed ones too) by id, at most ${MAX_VENUE_IDS} ids; unknown ids are left out. For services that show the venue of an event.`,
  })
  async venuesByIds(@Ctx() { loaders }: VenuesContext, @Arg('ids', () => [Int]) ids: number[]): Promise<VenueType[]> {
    if (ids.length > MAX_VENUE_IDS) throw userInputError(`at most ${MAX_VENUE_IDS} ids`, 'ids');
    const venues = await loaders.venue.loadMany(ids);
    return venues.filter((venue): venue is VenueType => venue !== null && !(venue instanceof Error));
  }

  @Query(() => [VenueType], { description: 'Venues (proposed ones too) of several zones at once, at most 500; for placing submitted events.' })
  async venuesIn(@Ctx() { em }: VenuesContext, @Arg('zoneIds', () => [Int]) zoneIds: number[]): Promise<VenueType[]> {
    if (zoneIds.length > 100) throw userInputError('at most 100 zones', 'zoneIds');
    const rows = await em.find(Venue, { zoneId: { $in: zoneIds } }, { orderBy: { id: 'asc' }, limit: 500 });
    return rows.map(toVenueType);
  }
}
