import { createHash } from 'node:crypto';
import { load } from 'cheerio';
import { FEED_LIMITS } from '@local-events/contracts';
import { DateTime } from 'luxon';
import { repetitionInput, submittedEventInput } from '../event-input.ts';
import { fromHEvent } from '../extract/h-event.ts';
import { fromICalendar } from '../extract/icalendar.ts';
import { fromJsonLd, jsonLdBlocks } from '../extract/json-ld.ts';
import { fromMicrodata } from '../extract/microdata.ts';
import { toInstant } from '../extract/times.ts';
import type { ExtractedEvent, SourceTime } from '../extract/types.ts';
import type { FetchedDocument } from '../fetcher/guarded-fetch.ts';
import type { ImportedEventInput } from '../generated/operations.ts';

/** A feed that is not what it says it is: an iCalendar document that does not parse, a JSON one that is not JSON. */
export class InvalidFeed extends Error {}

/**
 * Every event a feed holds: an iCalendar feed's VEVENTs, a JSON-LD feed's events (ItemList, `@graph`), or a page's
 * schema.org events (JSON-LD, else microdata) or, without any, its h-events. The submission pipeline's extractors,
 * each of which reads every event it finds.
 */
export function feedEvents(document: FetchedDocument): ExtractedEvent[] {
  if (document.contentType === 'text/calendar') {
    if (!/^\s*BEGIN:VCALENDAR/i.test(document.body)) throw new InvalidFeed('The calendar is not an iCalendar document.');
    const events = fromICalendar(document.body);
    if (events.length === 0 && !/END:VCALENDAR\s*$/i.test(document.body)) throw new InvalidFeed('The calendar does not parse.');
    return events;
  }
  if (document.contentType === 'application/ld+json' || document.contentType === 'application/json') {
    try {
      JSON.parse(document.body);
    } catch {
      throw new InvalidFeed('The JSON-LD feed is not JSON.');
    }
    return fromJsonLd([document.body]);
  }
  const $ = load(document.body);
  const schemaOrg = [...fromJsonLd(jsonLdBlocks($)), ...fromMicrodata($)];
  return schemaOrg.length ? schemaOrg : fromHEvent(document.body, document.url);
}

/** Where a source's events go: its zone and time zone, and its venue when it has one. */
export interface SourcePlacement {
  zoneId: number;
  timezone: string;
  venueId: number | null;
}

const localDate = (time: SourceTime, zone: string) => {
  const instant = toInstant(time, zone);
  return instant ? DateTime.fromJSDate(instant, { zone }).toISODate() : undefined;
};

/**
 * The key an event is found again by on the next run: the feed's own id (a UID with the occurrence it changes, an
 * `@id`), else its URL, else its title, start and place, for feeds without stable ids.
 */
function keyOf(event: ExtractedEvent): string {
  const given = event.id ?? event.url;
  if (given && given.length <= FEED_LIMITS.key) return given;
  // A feed without ids, or with one too long to keep as it is (the events service takes FEED_LIMITS.key characters).
  const fallback = given ?? JSON.stringify([event.title ?? '', event.start?.value ?? '', event.place?.name ?? event.place?.address ?? '']);
  return `sha256:${createHash('sha256').update(fallback).digest('base64url')}`;
}

/** A feed's event as the events service imports it; undefined when it has no title or usable start. */
export function feedItem(event: ExtractedEvent, placement: SourcePlacement, feedUrl: string): ImportedEventInput | undefined {
  const timezone = event.timezone ?? placement.timezone;
  const input = submittedEventInput(
    { ...event, timezone },
    { timezone: placement.timezone, zoneId: placement.zoneId, venueId: placement.venueId ?? undefined },
    event.url && /^https?:\/\//.test(event.url) ? event.url : feedUrl,
  );
  if (!input) return undefined;
  const occurrenceDate = event.recurrenceId ? localDate(event.recurrenceId, timezone) : undefined;
  return {
    key: keyOf(event),
    event: input,
    ...repetitionInput(event, placement.timezone),
    occurrenceDate: occurrenceDate ?? null,
    cancelled: event.cancelled ?? null,
  };
}
