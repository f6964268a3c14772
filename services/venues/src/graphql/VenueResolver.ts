import { Arg, Ctx, Float, Int, Query, Resolver } from 'type-graphql';
import {
  Bounded,
  BOUNDS,
  boxAround,
  isSearchWordsError,
  MAX_SEARCH_TEXT,
  query,
  renamedArgument,
  searchWords,
  sql,
  UNSEARCHABLE_WORDS,
  userInputError,
} from '@local-events/platform/subgraph';
import { Venue } from '../entities/Venue.ts';
import type { VenuesContext } from './loaders.ts';
import { VenueType, toVenueType } from './VenueType.ts';

/** As many venues as a day's list of events can name. */
const MAX_VENUE_IDS = 500;

@Resolver(() => VenueType)
export class VenueResolver {
  @Query(() => VenueType, { nullable: true })
  async venue(@Ctx() { em }: VenuesContext, @Arg('slug', () => String) @Bounded(BOUNDS.slug) slug: string): Promise<VenueType | null> {
    const row = await em.findOne(Venue, { slug: slug.toLowerCase() });
    return row ? toVenueType(row) : null;
  }

  @Query(() => [VenueType], { description: 'Venues of one zone, by name; proposed ones only when asked for.' })
  async venues(
    @Ctx() { em }: VenuesContext,
    @Arg('zoneId', () => Int) @Bounded(BOUNDS.id) zoneId: number,
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
    @Arg('lat', () => Float) @Bounded(BOUNDS.latitude) lat: number,
    @Arg('lng', () => Float) @Bounded(BOUNDS.longitude) lng: number,
    @Arg('metres', () => Int, { defaultValue: 3000 }) @Bounded({ min: 1, max: 50_000 }) metres: number,
    @Arg('limit', () => Int, { defaultValue: 50 }) @Bounded({ min: 1, max: 1000 }) limit: number,
  ): Promise<VenueType[]> {
    const box = boxAround({ lat, lng }, metres);
    const rows = await em.find(
      Venue,
      { lat: { $gte: box.south, $lte: box.north }, lng: { $gte: box.west, $lte: box.east } },
      { orderBy: { id: 'asc' }, limit },
    );
    return rows.map(toVenueType);
  }

  @Query(() => [VenueType], {
    description:
      'Venues whose name has the words of `q` (accents and case ignored; web-search syntax), at most `limit` (100 by default, up to 500); for searching events by their venue.',
  })
  async venuesMatching(
    @Ctx() { em }: VenuesContext,
    @Arg('q', () => String, { nullable: true, description: 'Words to find (`q`, as everywhere)' })
    @Bounded({ maxLength: MAX_SEARCH_TEXT })
    q: string | null | undefined,
    @Arg('limit', () => Int, { defaultValue: 100 }) @Bounded({ min: 1, max: 500 }) limit: number,
    @Arg('text', () => String, { nullable: true, deprecationReason: 'Use q.' }) @Bounded({ maxLength: MAX_SEARCH_TEXT }) text?:
      | string
      | null,
  ): Promise<VenueType[]> {
    const { name: argument, value: given } = renamedArgument({ name: 'q', value: q }, { name: 'text', value: text });
    if (given === undefined) throw userInputError('q is required: the words to find', 'q');
    const words = searchWords(given);
    if (!words) return [];
    const rows = await query(
      em,
      sql<{
        id: number;
      }>`select id from venue where name_document @@ websearch_to_tsquery('venue_search', ${words}) order by id limit ${limit}`,
    ).catch((error: unknown) => {
      if (isSearchWordsError(error)) throw userInputError(`${argument} ${UNSEARCHABLE_WORDS}`, argument);
      throw error;
    });
    return rows.length
      ? (await em.find(Venue, { id: { $in: rows.map((row) => row.id) } }, { orderBy: { id: 'asc' } })).map(toVenueType)
      : [];
  }

  @Query(() => [String], {
    description:
      'Slugs of active venues that begin with `prefix` (1 to 100 lower-case letters, digits and hyphens), in order, at most `limit` (20 by default, up to 100); for completing a slug as it is typed.',
  })
  async venueSlugs(
    @Ctx() { em }: VenuesContext,
    @Arg('prefix', () => String) @Bounded({ maxLength: 100 }) prefix: string,
    @Arg('limit', () => Int, { defaultValue: 20 }) @Bounded({ min: 1, max: 100 }) limit: number,
  ): Promise<string[]> {
    if (!/^[a-z0-9-]{1,100}$/.test(prefix))
      throw userInputError('prefix must be 1 to 100 lower-case letters, digits and hyphens', 'prefix');
    const rows = await query(
      em,
      sql<{
        slug: string;
      }>`select slug from venue where status = 'active' and starts_with(slug, ${prefix}) order by slug collate "C" limit ${limit}`,
    );
    return rows.map((row) => row.slug);
  }

  @Query(() => [VenueType], {
    description: `Venues (proposed ones too) by id, at most ${MAX_VENUE_IDS} ids; unknown ids are left out. For services that show the venue of an event.`,
  })
  async venuesByIds(
    @Ctx() { loaders }: VenuesContext,
    @Arg('ids', () => [Int]) @Bounded({ maxItems: MAX_VENUE_IDS }) ids: number[],
  ): Promise<VenueType[]> {
    const venues = await loaders.venue.loadMany(ids);
    return venues.filter((venue): venue is VenueType => venue !== null && !(venue instanceof Error));
  }

  @Query(() => [VenueType], {
    description: 'Venues (proposed ones too) of several zones at once, at most 500; for placing submitted events.',
  })
  async venuesIn(
    @Ctx() { em }: VenuesContext,
    @Arg('zoneIds', () => [Int]) @Bounded({ maxItems: 100 }) zoneIds: number[],
  ): Promise<VenueType[]> {
    const rows = await em.find(Venue, { zoneId: { $in: zoneIds } }, { orderBy: { id: 'asc' }, limit: 500 });
    return rows.map(toVenueType);
  }
}
