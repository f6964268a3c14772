import { randomUUID } from 'node:crypto';
import { DateTime } from 'luxon';
import { slugify } from '@local-events/platform';
import { demoClientId } from '../identity/demo-clients.ts';
import { seededRandom } from '../seeded-random.ts';
import { DEMO_TOWNS } from './towns.ts';

export interface DemoLocation {
  id: number;
  name: string;
  slug: string;
  countryCode: string;
  timezone: string;
  kind: 'city' | 'neighbourhood';
  parentId: number | null;
  hidden: boolean;
  /** The zone's centre. */
  lat: number;
  lng: number;
  /** Its names in other languages, by language code. */
  localNames: Record<string, string>;
}

export interface DemoVenue {
  id: number;
  slug: string;
  name: string;
  address: string;
  lat: number;
  lng: number;
  zoneId: number;
  website: string | null;
  description: string;
}

export interface DemoEvent {
  uuid: string;
  slug: string;
  title: string;
  description: string;
  startTime: Date;
  endTime: Date;
  timezone: string;
  venueId: number;
  zoneId: number;
  categories: string[];
  priceInfo: string | null;
  isFree: boolean;
  bookingRequired: boolean;
  accessibilityNote: string | null;
  sourceUrl: string;
  /** A picture made for the demo, served by the site (/assets/demo/). */
  imageUrl: string;
  status: 'published' | 'ready_for_review' | 'cancelled';
  /** Who found it: the venue (its managers added it) or a person who chose to be credited; null for neither. */
  creditKind: 'venue' | 'person' | null;
  creditName: string | null;
  creditOrg: string | null;
  createdAt: Date;
}

/** Who did something to an event: what makes people active in a zone. */
export interface DemoTransition {
  eventUuid: string;
  action: 'create' | 'submit' | 'approve';
  fromStatus: string;
  toStatus: string;
  actor: string;
  actorRole: 'venue_manager' | 'submitter' | 'reviewer';
  at: Date;
}

export interface DemoDataset {
  locations: DemoLocation[];
  venues: DemoVenue[];
  events: DemoEvent[];
  transitions: DemoTransition[];
  /** Venues the demo venue-manager client (its token subject) manages. */
  managers: { venueId: number; subject: string }[];
}

const VENUE_KINDS = ['Arts Centre', 'Jazz Cellar', 'Community Hall', 'Book Shop', 'Brewery Taproom', 'Cinema', 'Market Square', 'Gallery'];
/** What each kind of venue says about itself, by the kind's index in VENUE_KINDS. */
const VENUE_DESCRIPTIONS = [
  'A busy arts centre with two stages, a gallery upstairs and a café that stays open late.',
  'A low-ceilinged cellar where local and touring bands play most nights; arrive early for a table.',
  'The neighbourhood hall: classes in the week, clubs and markets at the weekend, tea always on.',
  'An independent book shop with readings, a book club and a children’s corner.',
  'A taproom beside the brewery, with long tables, board games and guest food stalls.',
  'A single-screen cinema showing classics, new releases and films for families.',
  'The open square at the heart of the neighbourhood, home to markets and summer events.',
  'A small gallery showing local artists, with openings on the first Thursday of the month.',
];

/** Fixed names for the demo's submitters, as the submissions service names people (a first submission's uuid). */
const DEMO_SPOTTER_IDS = [
  '6f1d2a40-0000-4000-8000-000000000001',
  '6f1d2a40-0000-4000-8000-000000000002',
  '6f1d2a40-0000-4000-8000-000000000003',
  '6f1d2a40-0000-4000-8000-000000000004',
  '6f1d2a40-0000-4000-8000-000000000005',
];

/** People who found demo events and chose to be credited. */
const DEMO_SPOTTERS = [
  { name: 'Ana López', org: null },
  { name: 'Tom Okafor', org: 'Camden Jazz Fans' },
  { name: 'Jordi Puig', org: null },
  { name: 'Lena Weber', org: 'Kiezkultur' },
  { name: 'Maya Chen', org: 'Brighton Family Days' },
];

const STREETS = ['High Street', 'Market Row', 'Station Road', 'Canal Walk', 'Church Lane', 'Mill Yard', 'Park Terrace', 'Harbour Way'];

const PROGRAMME: {
  title: string;
  categories: string[];
  hours: number[];
  minutes: number;
  price: string | null;
  booking?: boolean;
  access?: string;
}[] = [
  { title: 'Jazz Night', categories: ['music', 'jazz'], hours: [20, 21], minutes: 150, price: '£8 on the door' },
  { title: 'Open Mic', categories: ['music', 'comedy'], hours: [19, 20], minutes: 180, price: null },
  { title: 'Pub Quiz', categories: ['quiz', 'social'], hours: [19, 20], minutes: 120, price: '£2 per player' },
  {
    title: "Farmers' Market",
    categories: ['food', 'market'],
    hours: [9, 10],
    minutes: 300,
    price: null,
    access: 'Outdoors on level paving; accessible toilets in the library opposite.',
  },
  { title: 'Life Drawing', categories: ['art', 'workshop'], hours: [18, 19], minutes: 120, price: '£12', booking: true },
  { title: 'Comedy Club', categories: ['comedy'], hours: [20], minutes: 150, price: '£15', booking: true },
  {
    title: 'Film Club: Late Classics',
    categories: ['film'],
    hours: [19, 21],
    minutes: 140,
    price: '£9',
    access: 'Step-free screen; subtitled; hearing loop.',
  },
  { title: 'Techno Sunday', categories: ['music', 'club'], hours: [22, 23], minutes: 300, price: '£18' },
  { title: 'Book Club', categories: ['books', 'social'], hours: [18, 19], minutes: 90, price: null },
  { title: 'Salsa for Beginners', categories: ['dance', 'class'], hours: [19], minutes: 90, price: '£10', booking: true },
  {
    title: "Children's Story Time",
    categories: ['family', 'books'],
    hours: [10, 11],
    minutes: 60,
    price: null,
    access: 'Ground floor, room for buggies and wheelchairs; a quiet corner.',
  },
  { title: 'Natural Wine Tasting', categories: ['food', 'drink'], hours: [18, 19], minutes: 120, price: '£25', booking: true },
  { title: 'Poetry Slam', categories: ['spoken word'], hours: [19, 20], minutes: 120, price: '£5' },
  { title: 'Photography Walk', categories: ['outdoors', 'photography'], hours: [10, 14], minutes: 150, price: null, booking: true },
  { title: 'Vinyl Swap', categories: ['music', 'market'], hours: [12, 13], minutes: 240, price: null },
  { title: 'Late-Night Gallery Opening', categories: ['art'], hours: [18, 19], minutes: 180, price: null },
];

/** The file name of a programme's picture under the site's /assets/demo/. */
export const demoPictureOf = (title: string) => `${slugify(title.replace(/['’]/g, ''))}.jpg`;

/**
 * The demo data set: towns, neighbourhoods, venues and events on the `days` days from `today`, each at
 * local wall-clock times in its town's time zone. Pictures are linked on `siteUrl`.
 */
export function demoDataset(today: Date = new Date(), days = 42, siteUrl = 'http://localhost:3000'): DemoDataset {
  const next = seededRandom(20261121);
  const pick = <T>(items: T[]): T => items[Math.floor(next() * items.length)]!;
  const locations: DemoLocation[] = [];
  const venues: DemoVenue[] = [];
  const events: DemoEvent[] = [];

  const zones: { location: DemoLocation; lat: number; lng: number; town: string }[] = [];
  for (const town of DEMO_TOWNS) {
    const city: DemoLocation = {
      id: locations.length + 1,
      name: town.name,
      slug: slugify(town.name),
      countryCode: town.countryCode,
      timezone: town.timezone,
      kind: 'city',
      parentId: null,
      hidden: town.hidden ?? false,
      lat: town.lat,
      lng: town.lng,
      localNames: town.localNames ?? {},
    };
    locations.push(city);
    zones.push({ location: city, lat: town.lat, lng: town.lng, town: town.name });
    for (const area of town.neighbourhoods ?? []) {
      const neighbourhood: DemoLocation = {
        id: locations.length + 1,
        name: area.name,
        slug: slugify(area.name),
        countryCode: town.countryCode,
        timezone: town.timezone,
        kind: 'neighbourhood',
        parentId: city.id,
        hidden: false,
        lat: area.lat,
        lng: area.lng,
        localNames: {},
      };
      locations.push(neighbourhood);
      zones.push({ location: neighbourhood, lat: area.lat, lng: area.lng, town: town.name });
    }
  }

  for (const zone of zones) {
    const count = zone.location.hidden ? 1 : 2 + Math.floor(next() * 2);
    for (let i = 0; i < count; i++) {
      const kind = (venues.length + i) % VENUE_KINDS.length;
      const name = `${zone.location.name} ${VENUE_KINDS[kind]}`;
      const slug = slugify(`${name}-${zone.location.countryCode}`);
      venues.push({
        id: venues.length + 1,
        slug,
        name,
        address: `${1 + Math.floor(next() * 180)} ${pick(STREETS)}, ${zone.town}`,
        lat: Number((zone.lat + (next() - 0.5) * 0.02).toFixed(5)),
        lng: Number((zone.lng + (next() - 0.5) * 0.02).toFixed(5)),
        zoneId: zone.location.id,
        website: `https://${slug}.example`,
        description: VENUE_DESCRIPTIONS[kind]!,
      });
    }
  }

  const managers = venues.slice(0, 3).map((venue) => ({ venueId: venue.id, subject: demoClientId('venue-manager') }));
  const managed = new Set(managers.map((manager) => manager.venueId));
  const transitions: DemoTransition[] = [];
  const daysAgo = (n: number) => new Date(today.getTime() - n * 86_400_000);

  for (const venue of venues) {
    const zone = locations.find((location) => location.id === venue.zoneId)!;
    const firstDay = DateTime.fromJSDate(today, { zone: zone.timezone }).startOf('day');
    const programme = [pick(PROGRAMME), pick(PROGRAMME), pick(PROGRAMME)];
    for (let day = 0; day < days; day++) {
      if (next() > 0.2) continue;
      const show = pick(programme);
      const start = firstDay.plus({ days: day }).set({ hour: pick(show.hours), minute: pick([0, 0, 30]) });
      const roll = next();
      const title = show.title;
      const spotter = managed.has(venue.id) || next() < 0.6 ? null : pick(DEMO_SPOTTERS);
      const status = roll < 0.04 ? 'ready_for_review' : roll < 0.06 ? 'cancelled' : 'published';
      const createdAt = daysAgo(Math.floor(next() * 40));
      const uuid = randomUUID();
      if (managed.has(venue.id))
        transitions.push({
          eventUuid: uuid,
          action: 'create',
          fromStatus: 'published',
          toStatus: 'published',
          actor: managers[0]!.subject,
          actorRole: 'venue_manager',
          at: createdAt,
        });
      if (spotter) {
        const actor = `submitter:${DEMO_SPOTTER_IDS[DEMO_SPOTTERS.indexOf(spotter)]}`;
        transitions.push({
          eventUuid: uuid,
          action: 'submit',
          fromStatus: 'ready_for_review',
          toStatus: 'ready_for_review',
          actor,
          actorRole: 'submitter',
          at: createdAt,
        });
      }
      events.push({
        uuid,
        slug: slugify(`${title} ${venue.name}`),
        title,
        description: `${title} at ${venue.name}. ${show.booking ? 'Booking required.' : 'Just turn up.'}`,
        startTime: start.toJSDate(),
        endTime: start.plus({ minutes: show.minutes }).toJSDate(),
        timezone: zone.timezone,
        venueId: venue.id,
        zoneId: venue.zoneId,
        categories: show.categories,
        priceInfo: show.price,
        isFree: show.price === null,
        bookingRequired: show.booking ?? false,
        accessibilityNote: show.access ?? null,
        sourceUrl: `${venue.website}/whats-on/${day}`,
        imageUrl: `${siteUrl.replace(/\/+$/, '')}/assets/demo/${demoPictureOf(title)}`,
        status,
        creditKind: managed.has(venue.id) ? 'venue' : spotter ? 'person' : null,
        creditName: spotter?.name ?? null,
        creditOrg: spotter?.org ?? null,
        createdAt,
      });
    }
  }
  return { locations, venues, events, transitions, managers };
}
