import { Arg, Ctx, FieldResolver, Float, Int, Query, Resolver, Root } from 'type-graphql';
import { distanceMetres, isGeoPoint, userInputError, Bounded, BOUNDS } from '@local-events/platform/subgraph';
import type { LocationsContext } from '../context.ts';
import { LocationType } from './LocationType.ts';

const COUNTRY = /^[A-Za-z]{2}$/;

@Resolver(() => LocationType)
export class LocationResolver {
  @Query(() => [LocationType], { description: 'Zones ordered by country and name. Hidden zones only when asked for.' })
  async locations(
    @Ctx() { zones }: LocationsContext,
    @Arg('country', () => String, { nullable: true, description: 'ISO 3166-1 alpha-2 country code.' }) @Bounded({ maxLength: 2 }) country?:
      | string
      | null,
    @Arg('slug', () => String, { nullable: true }) @Bounded(BOUNDS.slug) slug?: string | null,
    @Arg('includeHidden', () => Boolean, { defaultValue: false }) includeHidden?: boolean,
  ): Promise<LocationType[]> {
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

  @Query(() => LocationType, { nullable: true })
  async location(@Ctx() { zones }: LocationsContext, @Arg('id', () => Int) @Bounded(BOUNDS.id) id: number): Promise<LocationType | null> {
    return (await zones.zones()).byId.get(id) ?? null;
  }

  @Query(() => LocationType, {
    nullable: true,
    description:
      'The zone of a point: the active, listed zone whose centre is nearest to it (a neighbourhood when its centre is nearer than ' +
      "its city's). Null when no zone has a known centre.",
  })
  async zoneAt(
    @Ctx() { zones }: LocationsContext,
    @Arg('lat', () => Float) @Bounded(BOUNDS.latitude) lat: number,
    @Arg('lng', () => Float) @Bounded(BOUNDS.longitude) lng: number,
  ): Promise<LocationType | null> {
    if (!isGeoPoint(lat, lng)) {
      throw userInputError('lat must be between -90 and 90 and lng between -180 and 180', 'lat');
    }
    let nearest: { zone: LocationType; metres: number } | null = null;
    for (const zone of (await zones.zones()).all) {
      if (zone.lat === null || zone.lng === null || zone.hidden || !zone.active) continue;
      const metres = distanceMetres({ lat, lng }, { lat: zone.lat, lng: zone.lng });
      if (!nearest || metres < nearest.metres) nearest = { zone, metres };
    }
    return nearest?.zone ?? null;
  }

  @FieldResolver(() => LocationType, { nullable: true })
  async parent(@Root() location: LocationType, @Ctx() { zones }: LocationsContext): Promise<LocationType | null> {
    return location.parentId === null ? null : ((await zones.zones()).byId.get(location.parentId) ?? null);
  }

  @FieldResolver(() => [LocationType], { description: 'The neighbourhoods of a city.' })
  async children(@Root() location: LocationType, @Ctx() { zones }: LocationsContext): Promise<LocationType[]> {
    return (await zones.zones()).childrenOf.get(location.id) ?? [];
  }

  @FieldResolver(() => [Int], { description: 'This zone and its neighbourhoods: what "events in this zone" covers.' })
  async zoneIds(@Root() location: LocationType, @Ctx() { zones }: LocationsContext): Promise<number[]> {
    return [location.id, ...((await zones.zones()).childrenOf.get(location.id) ?? []).map((child) => child.id)];
  }
}
