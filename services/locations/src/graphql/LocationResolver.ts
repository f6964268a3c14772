import { LocalName, Location } from '../entities/Location.ts';
import { Arg, Args, ArgsType, Ctx, Field, FieldResolver, Float, Int, Query, Resolver, Root } from 'type-graphql';
import { isGeoPoint, userInputError, Bounded, BOUNDS } from '@local-events/platform/subgraph';
import type { LocationsContext } from '../context.ts';
import { zoneOfPlace } from '../zone-of-place.ts';

const COUNTRY = /^[A-Za-z]{2}$/;

/**
 * The language `nameIn` is asked in. A field resolver's bounds are declared on an argument type: type-graphql leaves
 * a directive on a field resolver's own parameter out of the SDL, where the gateway reads `@constraint`.
 */
@ArgsType()
class LanguageArgument {
  @Field(() => String, { description: 'A BCP 47 language tag, e.g. `es` or `es-ES`.' })
  @Bounded({ maxLength: 35 })
  language!: string;
}

@Resolver(() => Location)
export class LocationResolver {
  @Query(() => [Location], { description: 'Zones ordered by country and name. Hidden zones only when asked for.' })
  async locations(
    @Ctx() { zones }: LocationsContext,
    @Arg('country', () => String, { nullable: true, description: 'ISO 3166-1 alpha-2 country code.' }) @Bounded({ maxLength: 2 }) country?:
      | string
      | null,
    @Arg('slug', () => String, { nullable: true }) @Bounded(BOUNDS.slug) slug?: string | null,
    @Arg('includeHidden', () => Boolean, { defaultValue: false }) includeHidden?: boolean,
  ): Promise<Location[]> {
    if (country && !COUNTRY.test(country)) throw userInputError('country must be a two-letter ISO 3166-1 code', 'country');
    const [countryCode, slugLower] = [country?.toUpperCase(), slug?.toLowerCase()];
    return (await zones.zones()).all.filter(
      (zone) =>
        (!countryCode || zone.countryCode === countryCode) && (!slugLower || zone.slug === slugLower) && (includeHidden || !zone.hidden),
    );
  }

  @Query(() => String, {
    description:
      'Changes whenever a zone is added, changed or removed (a digest of every zone, as `locations` answers them). A client that keeps ' +
      'the zones asks for this to know whether to read them again.',
  })
  async locationsVersion(@Ctx() { zones }: LocationsContext): Promise<string> {
    return (await zones.zones()).version;
  }

  @Query(() => Location, { nullable: true })
  async location(@Ctx() { zones }: LocationsContext, @Arg('id', () => Int) @Bounded(BOUNDS.id) id: number): Promise<Location | null> {
    return (await zones.zones()).byId.get(id) ?? null;
  }

  @Query(() => Location, {
    nullable: true,
    description:
      'The zone that holds a place: the active, listed zone its words name (a neighbourhood before its city), else the one whose ' +
      "centre is nearest to its position (a neighbourhood when its centre is nearer than its city's), within `withinMetres` when " +
      'given. Null when nothing says.',
  })
  async zoneAt(
    @Ctx() { zones }: LocationsContext,
    @Arg('lat', () => Float, { nullable: true }) @Bounded(BOUNDS.latitude) lat?: number | null,
    @Arg('lng', () => Float, { nullable: true }) @Bounded(BOUNDS.longitude) lng?: number | null,
    @Arg('named', () => String, { nullable: true, description: 'Words that may name the zone: a locality, an address, a place name.' })
    @Bounded({ maxLength: 1000 })
    named?: string | null,
    @Arg('withinMetres', () => Int, { nullable: true, description: 'How far the nearest centre may be.' })
    @Bounded({ min: 1, max: 20_000_000 })
    withinMetres?: number | null,
  ): Promise<Location | null> {
    if ((lat == null) !== (lng == null)) throw userInputError('lat and lng come together', 'lat');
    if (lat != null && lng != null && !isGeoPoint(lat, lng)) {
      throw userInputError('lat must be between -90 and 90 and lng between -180 and 180', 'lat');
    }
    return zoneOfPlace((await zones.zones()).all, { named, lat, lng, withinMetres });
  }

  @FieldResolver(() => String, {
    description:
      'Its name in a language (BCP 47: `es` or `es-ES`): the name in that language, else in its first subtag (`es` for `es-ES`), else its own name. One value, where `localNames` is a list, for lists of events that each name their zone.',
  })
  nameIn(@Root() location: Location, @Args(() => LanguageArgument) { language }: LanguageArgument): string {
    const subtag = language.split('-')[0]!;
    return location.localNames[language] ?? location.localNames[subtag] ?? location.name;
  }

  @FieldResolver(() => [LocalName], { description: 'Its names in other languages ("Londres" in `es`).' })
  localNames(@Root() location: Location): LocalName[] {
    return Object.entries(location.localNames).map(([language, name]) => Object.assign(new LocalName(), { language, name }));
  }

  @FieldResolver(() => Location, { nullable: true })
  async parent(@Root() location: Location, @Ctx() { zones }: LocationsContext): Promise<Location | null> {
    return location.parentId === null ? null : ((await zones.zones()).byId.get(location.parentId) ?? null);
  }

  @FieldResolver(() => [Location], { description: 'The neighbourhoods of a city.' })
  async children(@Root() location: Location, @Ctx() { zones }: LocationsContext): Promise<Location[]> {
    return (await zones.zones()).childrenOf.get(location.id) ?? [];
  }

  @FieldResolver(() => [Int], { description: 'This zone and its neighbourhoods: what "events in this zone" covers.' })
  async zoneIds(@Root() location: Location, @Ctx() { zones }: LocationsContext): Promise<number[]> {
    return [location.id, ...((await zones.zones()).childrenOf.get(location.id) ?? []).map((child) => child.id)];
  }
}
