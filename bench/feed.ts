/**
 * The feed the import figure reads (import-feed.ts): a city guide's iCalendar calendar of FEED_EVENTS VEVENTs in one
 * time zone, with its VTIMEZONE. FEED_REPEATING of them are weekly series (an RRULE with COUNT or UNTIL, a third of
 * them with an EXDATE; a fifth began some weeks ago), the others single events over the coming months, at some forty
 * places of the town. The same feed for the same seed, zone and day; what a first run must create is counted here
 * with the events service's rules: every single event, and each series' dates from tomorrow to a year ahead.
 */
import { DateTime } from 'luxon';
import { seededRandom } from '../infra/src/seeded-random.ts';
import { RECURRENCE_LIMITS } from '../services/events/src/recurrence.ts';

export const FEED_EVENTS = 5000;
export const FEED_REPEATING = 500;

export interface Feed {
  body: string;
  /** VEVENTs in the feed, and how many of them repeat. */
  events: number;
  repeating: number;
  /** Events a first import creates: the single events and the series' dates within the year kept ahead. */
  expectedCreated: number;
  /** Of those, the series' dates. */
  expectedOccurrences: number;
}

const ACTS = [
  'The Lamplighters',
  'Maria Okafor',
  'Hollow Pines',
  'The Brass Tacks',
  'Juno Reyes Quartet',
  'Saltmarsh',
  'Dev Anand Trio',
  'The Night Owls',
  'Clara Brandt',
  'Open Road Ceilidh Band',
  'Kite and Compass',
  'Ruth Adeyemi',
  'The Paper Boats',
  'Small Hours',
  'Tomasz Wiśniewski',
  'Harbour Lights Choir',
];
const COMICS = ['Priya Shah', 'Tom Farrell', 'Nia Roberts', 'Sam Okoye', 'Helen Marsh', 'Jack Dunne'];
const FILMS = ['Brief Encounter', 'Paris, Texas', 'Spirited Away', 'The Third Man', 'Moonlight', 'Local Hero', 'Amélie', 'Rear Window'];
const TOPICS = ['the history of the high street', 'rewilding the river', 'the lost railways', 'writing a first novel', 'bees in the city'];
const REGIONS = ['Rioja', 'the Loire', 'Douro', 'Piedmont', 'the Rhine'];

/** A single event's title and category, by kind. */
const SINGLES: ((random: () => number) => [string, string])[] = [
  (random) => [`${one(ACTS, random)} live`, 'music'],
  (random) => [`An evening with ${one(ACTS, random)}`, 'music'],
  (random) => [`Comedy night with ${one(COMICS, random)}`, 'comedy'],
  (random) => [`Film club: ${one(FILMS, random)}`, 'film'],
  (random) => [`Talk: ${one(TOPICS, random)}`, 'talk'],
  (random) => [`Wine tasting: ${one(REGIONS, random)}`, 'tasting'],
  () => ['Vintage and vinyl fair', 'market'],
  () => ['Family storytime', 'family'],
];
/** What repeats every week. */
const WEEKLY: [string, string][] = [
  ['Pub Quiz', 'quiz'],
  ['Salsa for Beginners', 'salsa'],
  ['Open Mic Night', 'music'],
  ['Life Drawing', 'drawing'],
  ['Jazz Jam', 'jazz'],
  ['Folk Session', 'folk'],
  ['Yoga in the Hall', 'yoga'],
  ['Book Club', 'books'],
  ['Parkrun Social', 'running'],
  ['Board Game Night', 'social'],
  ['Toddler Music', 'kids'],
  ['Farmers Market', 'market'],
];
const PLACES = Array.from({ length: 40 }, (_, n) => {
  const names = [
    'The Lamb',
    'The Crown',
    'St Mary’s Hall',
    'The Old Library',
    'Riverside Arts Centre',
    'The Corn Exchange',
    'Kiln Rooms',
    'The Anchor',
  ];
  const streets = ['High Street', 'Church Lane', 'Mill Road', 'Station Road', 'Market Place'];
  return `${names[n % names.length]}${n >= names.length ? ` ${Math.floor(n / names.length) + 1}` : ''}, ${10 + n} ${streets[n % streets.length]}`;
});
const DAYS = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'];
const DAY_NAMES = ['Mondays', 'Tuesdays', 'Wednesdays', 'Thursdays', 'Fridays', 'Saturdays', 'Sundays'];

const one = <T>(list: readonly T[], random: () => number) => list[Math.floor(random() * list.length)]!;

/** RFC 5545 text: backslash, semicolon and comma escaped. */
const text = (value: string) => value.replace(/[\\;,]/g, (character) => `\\${character}`);

/** A content line folded at 75 octets, as RFC 5545 asks (a space starts each continuation). */
function folded(line: string): string {
  const bytes = Buffer.from(line, 'utf8');
  if (bytes.length <= 75) return line;
  const parts: string[] = [];
  let start = 0;
  while (start < bytes.length) {
    let end = Math.min(bytes.length, start + (parts.length ? 74 : 75));
    // Never inside a UTF-8 character.
    while (end < bytes.length && (bytes[end]! & 0xc0) === 0x80) end--;
    parts.push(bytes.subarray(start, end).toString('utf8'));
    start = end;
  }
  return parts.join('\r\n ');
}

const local = (time: DateTime) => time.toFormat("yyyyMMdd'T'HHmmss");
const offset = (minutes: number) =>
  `${minutes < 0 ? '-' : '+'}${String(Math.floor(Math.abs(minutes) / 60)).padStart(2, '0')}${String(Math.abs(minutes) % 60).padStart(2, '0')}`;

/**
 * The zone's VTIMEZONE over the feed's years: each change of offset as an RDATE of its STANDARD or DAYLIGHT part
 * (from the zone's rules as luxon knows them), or one STANDARD part for a zone without changes.
 */
export function vtimezone(zone: string, from: DateTime): string[] {
  const changes: { at: DateTime; before: number; after: number }[] = [];
  let previous = from.setZone(zone).startOf('day');
  for (let day = 1; day <= 3 * 366; day++) {
    const next = previous.plus({ days: 1 });
    if (next.offset !== previous.offset) {
      // The hour of the change, found hour by hour within the day.
      let at = previous;
      while (at.plus({ hours: 1 }).offset === previous.offset) at = at.plus({ hours: 1 });
      changes.push({ at: at.plus({ hours: 1 }), before: previous.offset, after: next.offset });
    }
    previous = next;
  }
  const lines = ['BEGIN:VTIMEZONE', `TZID:${zone}`];
  if (changes.length === 0) {
    const standing = offset(from.setZone(zone).offset);
    lines.push('BEGIN:STANDARD', 'DTSTART:19700101T000000', `TZOFFSETFROM:${standing}`, `TZOFFSETTO:${standing}`, 'END:STANDARD');
  }
  const isDaylight = (change: (typeof changes)[number]) => change.after > change.before;
  for (const daylight of [true, false]) {
    const parts = changes.filter((change) => isDaylight(change) === daylight);
    if (parts.length === 0) continue;
    const [first, ...rest] = parts;
    // An onset is written in the local time of the offset it leaves.
    const onset = (change: (typeof changes)[number]) => local(change.at.toUTC().plus({ minutes: change.before }));
    lines.push(
      daylight ? 'BEGIN:DAYLIGHT' : 'BEGIN:STANDARD',
      `TZOFFSETFROM:${offset(first!.before)}`,
      `TZOFFSETTO:${offset(first!.after)}`,
      `DTSTART:${onset(first!)}`,
      ...(rest.length ? [`RDATE:${rest.map(onset).join(',')}`] : []),
      daylight ? 'END:DAYLIGHT' : 'END:STANDARD',
    );
  }
  lines.push('END:VTIMEZONE');
  return lines;
}

/** The feed for a town in `zone`, as of `now`. */
export function icalendarFeed(zone: string, now: DateTime = DateTime.now(), seed = 55): Feed {
  const random = seededRandom(seed);
  const today = now.setZone(zone).startOf('day');
  const todayIndex = today.weekday - 1;
  // The series' dates a run keeps: from now to a year ahead (the events service's window, series.ts keptWindow). No
  // series falls on today's weekday, so that no date of one is today, on either side of now.
  const lastKept = today.plus({ days: RECURRENCE_LIMITS.horizonDays - 1 });
  const stamp = `DTSTAMP:${now.toUTC().toFormat("yyyyMMdd'T'HHmmss'Z'")}`;
  const events: string[][] = [];
  let occurrences = 0;
  for (let n = 0; n < FEED_EVENTS; n++) {
    const place = one(PLACES, random);
    // Every tenth event repeats.
    if (n % (FEED_EVENTS / FEED_REPEATING) === 0) {
      const [title, category] = one(WEEKLY, random);
      // Any weekday but today's; a fifth of the series began one to eight weeks ago, the others begin within two months.
      const weekday = (todayIndex + 1 + Math.floor(random() * 6)) % 7;
      const firstWeek = random() < 0.2 ? -1 - Math.floor(random() * 8) : Math.floor(random() * 9);
      const first = today
        .plus({ days: ((weekday - todayIndex + 7) % 7) + 7 * firstWeek })
        .set({ hour: 18 + Math.floor(random() * 3), minute: 30 });
      // From three months to well over a year: the longest run past the year kept ahead.
      const weeks = 12 + Math.floor(random() * 60);
      const byCount = random() < 0.5;
      const dates = Array.from({ length: weeks }, (_, week) => first.plus({ weeks: week }));
      const excluded = random() < 1 / 3 ? dates.find((date) => date > now.plus({ weeks: 2 })) : undefined;
      occurrences += dates.filter((date) => date > now && date.startOf('day') <= lastKept && !date.equals(excluded ?? today)).length;
      const until = dates.at(-1)!.set({ hour: 23, minute: 59, second: 59 }).toUTC().toFormat("yyyyMMdd'T'HHmmss'Z'");
      events.push([
        `UID:weekly-${n}@feed.bench.example`,
        stamp,
        `SUMMARY:${text(`${title} (${DAY_NAMES[weekday]})`)}`,
        `DTSTART;TZID=${zone}:${local(first)}`,
        `DTEND;TZID=${zone}:${local(first.plus({ hours: 2 }))}`,
        `RRULE:FREQ=WEEKLY;BYDAY=${DAYS[weekday]};${byCount ? `COUNT=${weeks}` : `UNTIL=${until}`}`,
        ...(excluded ? [`EXDATE;TZID=${zone}:${local(excluded)}`] : []),
        `LOCATION:${text(place)}`,
        `DESCRIPTION:${text(`${title} every week at ${place.split(',')[0]}. All welcome; no need to book.`)}`,
        `CATEGORIES:${category}`,
        `URL:https://feed.bench.example/weekly/${n}`,
      ]);
      continue;
    }
    const [title, category] = one(SINGLES, random)(random);
    const start = today
      .plus({ days: 1 + Math.floor(random() * 150) })
      .set({ hour: 18 + Math.floor(random() * 4), minute: random() < 0.5 ? 0 : 30 });
    events.push([
      `UID:event-${n}@feed.bench.example`,
      stamp,
      `SUMMARY:${text(title)}`,
      `DTSTART;TZID=${zone}:${local(start)}`,
      ...(random() < 0.8 ? [`DTEND;TZID=${zone}:${local(start.plus({ minutes: 90 + 30 * Math.floor(random() * 4) }))}`] : []),
      `LOCATION:${text(place)}`,
      `DESCRIPTION:${text(`${title} at ${place.split(',')[0]}. Doors half an hour before; tickets on the door.`)}`,
      `CATEGORIES:${category}`,
      `URL:https://feed.bench.example/events/${n}`,
    ]);
  }
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Local Events bench//feed//EN',
    'CALSCALE:GREGORIAN',
    `X-WR-TIMEZONE:${zone}`,
    ...vtimezone(zone, today.minus({ weeks: 10 })),
    ...events.flatMap((event) => ['BEGIN:VEVENT', ...event, 'END:VEVENT']),
    'END:VCALENDAR',
  ];
  return {
    body: `${lines.map(folded).join('\r\n')}\r\n`,
    events: FEED_EVENTS,
    repeating: FEED_REPEATING,
    expectedCreated: FEED_EVENTS - FEED_REPEATING + occurrences,
    expectedOccurrences: occurrences,
  };
}
