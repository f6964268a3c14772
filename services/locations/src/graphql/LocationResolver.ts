import { Arg, Ctx, FieldResolver, Int, Query, Resolver, Root } from 'type-graphql';
import { userInputError } from '@local-events/platform/subgraph';
import { Location } from '../entities/Location.ts';
import type { LocationsContext } from '../loaders.ts';
import { LocationType, toLocationType } from './LocationType.ts';

const COUNTRY = /^[A-Za-z]{2}$/;

@Resolver(() => LocationType)
export class LocationResolver {
  @Query(() => [LocationType], { description: 'Zones ordered by country and name. Hidden zones only when asked for.' })
  async locations(
    @Ctx() { em }: LocationsContext,
    @Arg('country', () => String, { nullable: true, description: 'ISO 3166-1 alpha-2 country code.' }) country?: string | null,
    @Arg('slug', () => String, { nullable: true }) slug?: string | null,
    @Arg('includeHidden', () => Boolean, { defaultValue: false }) includeHidden?: boolean,
  ): Promise<LocationType[]> {
    if (country && !COUNTRY.test(country)) throw userInputError('country must be a two-letter ISO 3166-1 code', 'country');
    const rows = await em.find(
      Location,
      {
        ...(country ? { countryCode: country.toUpperCase() } : {}),
        ...(slug ? { slug: slug.toLowerCase() } : {}),
        ...(includeHidden ? {} : { hidden: false }),
      },
      { orderBy: { countryCode: 'asc', name: 'asc', id: 'asc' } },
    );
    return rows.map(toLocationType);
  }

  @Query(() => LocationType, { nullable: true })
  async location(@Ctx() { loaders }: LocationsContext, @Arg('id', () => Int) id: number): Promise<LocationType | null> {
    const row = await loaders.location.load(id);
    return row ? toLocationType(row) : null;
  }

  @FieldResolver(() => LocationType, { nullable: true })
  async parent(@Root() location: LocationType, @Ctx() { loaders }: LocationsContext): Promise<LocationType | null> {
    if (location.parentId === null) return null;
    const row = await loaders.location.load(location.parentId);
    return row ? toLocationType(row) : null;
  }

  @FieldResolver(() => [LocationType], { description: 'The neighbourhoods of a city.' })
  async children(@Root() location: LocationType, @Ctx() { loaders }: LocationsContext): Promise<LocationType[]> {
    return (await loaders.children.load(location.id)).map(toLocationType);
  }

  @FieldResolver(() => [Int], { description: 'This zone and its neighbourhoods: what "events in this zone" covers.' })
  async zoneIds(@Root() location: LocationType, @Ctx() { loaders }: LocationsContext): Promise<number[]> {
    const children = await loaders.children.load(location.id);
    return [location.id, ...children.map((child) => child.id)];
  }
}
