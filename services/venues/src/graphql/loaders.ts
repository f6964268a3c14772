import DataLoader from 'dataloader';
import { preparedQuery, type SubgraphContext } from '@local-events/platform/subgraph';
import { toVenueType, type VenueFields, type VenueType } from './VenueType.ts';

/** Asked for by every list of events: prepared once per connection. */
const VENUES_BY_ID = {
  name: 'venues-by-id',
  text: `select id, slug, name, address, lat, lng, zone_id as "zoneId", website, description, status from venue where id = any($1::int[])`,
};

/**
 * Per-request batching: one query for all the venues a request touches. Event lists resolve a venue for every
 * event, so the rows are read straight into the GraphQL type rather than hydrated as entities.
 */
export function createLoaders({ db }: SubgraphContext) {
  return {
    venue: new DataLoader<number, VenueType | null>(async (ids) => {
      const rows = await preparedQuery<VenueFields>(db, VENUES_BY_ID, [[...ids]]);
      const byId = new Map(rows.map((row) => [row.id, toVenueType(row)]));
      return ids.map((id) => byId.get(id) ?? null);
    }),
  };
}

export interface VenuesContext extends SubgraphContext {
  loaders: ReturnType<typeof createLoaders>;
}

export const createContext = (base: SubgraphContext) => ({ loaders: createLoaders(base) });
