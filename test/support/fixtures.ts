import { randomBytes, randomUUID } from 'node:crypto';
import { inject } from 'vitest';
import { DateTime } from 'luxon';
import { entityNamed, openDatabase, type MikroORM } from '@local-events/platform/subgraph';
import { slugify } from '@local-events/platform';
import { eventsSubgraph } from '@local-events/events';
import { locationsSubgraph } from '@local-events/locations';
import { venuesSubgraph } from '@local-events/venues';

/**
 * Arranges test data straight in the owning services' tables (the services expose no write API for zones
 * and venues yet); every assertion then goes through the real HTTP endpoints.
 */
const orms = new Map<string, Promise<MikroORM>>();
const definitions = { locations: locationsSubgraph, venues: venuesSubgraph, events: eventsSubgraph };

function orm(name: keyof typeof definitions): Promise<MikroORM> {
  let opened = orms.get(name);
  if (!opened) {
    opened = openDatabase(definitions[name].database, { url: inject('stack').databaseUrl, migrate: false, poolMax: 2 });
    orms.set(name, opened);
  }
  return opened;
}

async function insert(name: keyof typeof definitions, entity: string, rows: object[]): Promise<unknown[]> {
  return (await orm(name)).em.fork().insertMany(entityNamed(definitions[name].database, entity), rows);
}

export async function closeFixtures() {
  await Promise.all([...orms.values()].map(async (opened) => (await opened).close()));
  orms.clear();
}

/** A suffix that keeps slugs of different tests apart. */
export const unique = () => randomBytes(4).toString('hex');

export interface ZoneFixture {
  id: number;
  name: string;
  slug: string;
  countryCode: string;
  timezone: string;
}

export async function createZone(input: {
  name?: string;
  slug?: string;
  countryCode?: string;
  timezone: string;
  parentId?: number;
  hidden?: boolean;
  /** The zone's centre. */
  centre?: { lat: number; lng: number };
  /** Its names in other languages, by language code. */
  localNames?: Record<string, string>;
}): Promise<ZoneFixture> {
  const name = input.name ?? `Town ${unique()}`;
  const row = {
    name,
    slug: input.slug ?? slugify(`${name} ${unique()}`),
    countryCode: input.countryCode ?? 'GB',
    timezone: input.timezone,
    kind: input.parentId ? 'neighbourhood' : 'city',
    parentId: input.parentId ?? null,
    active: true,
    hidden: input.hidden ?? false,
    lat: input.centre?.lat ?? null,
    lng: input.centre?.lng ?? null,
    localNames: input.localNames ?? {},
  };
  const [id] = (await insert('locations', 'Location', [row])) as number[];
  return { id: id!, name: row.name, slug: row.slug, countryCode: row.countryCode, timezone: row.timezone };
}

export async function createVenue(
  zoneId: number,
  name = `Venue ${unique()}`,
  place: { address?: string; lat?: number; lng?: number; status?: 'active' | 'proposed' } = {},
) {
  const row = {
    slug: slugify(`${name} ${unique()}`),
    name,
    address: place.address ?? '1 Test Street',
    lat: place.lat ?? 51.5,
    lng: place.lng ?? -0.12,
    zoneId,
    website: null,
    status: place.status ?? 'active',
  };
  const [id] = (await insert('venues', 'Venue', [row])) as number[];
  return { id: id!, ...row };
}

/** Renames a venue in the venues service's table (no API renames venues yet). */
export async function renameVenue(id: number, name: string) {
  await (await orm('venues')).em.fork().nativeUpdate(entityNamed(definitions.venues.database, 'Venue'), { id }, { name });
}

/** Removes a venue from the venues service's table, as a merge removes the venue merged away. */
export async function removeVenue(id: number) {
  await (await orm('venues')).em.fork().nativeDelete(entityNamed(definitions.venues.database, 'Venue'), { id });
}

/** Lets the subject of a venues:manage token manage the venue (as an administrator's addVenueManager does). */
export async function addVenueManager(venueId: number, subject: string) {
  await insert('venues', 'VenueManager', [{ venueId, subject }]);
}

export interface EventInput {
  zone: ZoneFixture;
  venueId?: number | null;
  /** Local wall-clock start in the zone, e.g. '2026-05-09T23:30'. */
  localStart?: string;
  start?: Date;
  title?: string;
  status?: 'ready_for_review' | 'needs_info' | 'published' | 'rejected' | 'cancelled';
  description?: string;
  sourceUrl?: string;
  /** The place the event's page named, and where it is. */
  placeName?: string;
  placePosition?: { lat: number; lng: number };
  /** When it entered review: the queue's order. */
  createdAt?: Date;
  imageUrl?: string;
  /** Free unless told otherwise. */
  isFree?: boolean;
  priceInfo?: string;
  categories?: string[];
  /** The followed source it came from. */
  sourceId?: string;
  /** Its submitter, as the submit step of its history names them (`submitter:<uuid>`). */
  submitter?: string;
}

export async function createEvents(inputs: EventInput[]) {
  const rows = inputs.map((input) => {
    const start = input.start ?? DateTime.fromISO(input.localStart!, { zone: input.zone.timezone }).toJSDate();
    const title = input.title ?? `Event ${unique()}`;
    return {
      uuid: randomUUID(),
      slug: slugify(title),
      title,
      description: input.description ?? '',
      startTime: start,
      endTime: new Date(start.getTime() + 2 * 3600_000),
      timezone: input.zone.timezone,
      venueId: input.venueId ?? null,
      zoneId: input.zone.id,
      categories: input.categories ?? ['test'],
      priceInfo: input.priceInfo ?? null,
      isFree: input.isFree ?? true,
      bookingRequired: false,
      imageUrl: input.imageUrl ?? null,
      sourceUrl: input.sourceUrl ?? null,
      placeName: input.placeName ?? null,
      placeLat: input.placePosition?.lat ?? null,
      placeLng: input.placePosition?.lng ?? null,
      status: input.status ?? 'published',
      createdAt: input.createdAt ?? new Date(),
      sourceId: input.sourceId ?? null,
    };
  });
  await insert('events', 'Event', rows);
  const submitted = inputs.flatMap((input, at) =>
    input.submitter
      ? [
          {
            eventUuid: rows[at]!.uuid,
            action: 'submit',
            fromStatus: 'ready_for_review',
            toStatus: 'ready_for_review',
            actor: input.submitter,
            actorRole: 'submitter',
          },
        ]
      : [],
  );
  if (submitted.length) await insert('events', 'EventTransition', submitted);
  return rows;
}

export const createEvent = async (input: EventInput) => (await createEvents([input]))[0]!;
