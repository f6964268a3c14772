import { DateTime } from 'luxon';
import { isGeoPoint, isHttpUrl, withoutControlCharacters } from '@local-events/platform/subgraph';
import { categoriesOf } from '@local-events/contracts';
import { EVENT_CONTENT_LIMITS as limits, PLACE_LIMITS } from '@local-events/contracts';
import type { ExtractedEvent, ExtractedPlace } from './extract/types.ts';
import { clockTimeIn, doorsInText, toInstant } from './extract/times.ts';
import type { SubmittedEventInput } from './generated/operations.ts';

const clip = (text: string | undefined, max: number) =>
  text === undefined ? undefined : text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;

const httpUrlOrNull = (value: string | undefined) => (value && isHttpUrl(value) ? value : null);

/** A page's text kept on one line (the events service refuses control characters in one-line fields), clipped to `max`. */
const oneLine = (text: string | undefined, max: number) =>
  clip(text && (withoutControlCharacters(text).replace(/\s+/g, ' ').trim() || undefined), max) ?? null;
/** A page's longer text: its line breaks kept, other control characters gone, clipped to `max`. */
const lines = (text: string | undefined, max: number) => clip(text && withoutControlCharacters(text, 'multi-line').trim(), max);

/** The place as the page names it, kept on the event whether or not a venue matched; null when it names none. */
function placeInput(place: ExtractedPlace | undefined): SubmittedEventInput['place'] {
  if (!place) return null;
  const name = oneLine(place.name, PLACE_LIMITS.name);
  const address = oneLine(place.address ?? place.locality, PLACE_LIMITS.address);
  const positioned = place.lat !== undefined && place.lng !== undefined && isGeoPoint(place.lat, place.lng);
  if (!name && !address && !positioned) return null;
  return { name, address, lat: positioned ? place.lat! : null, lng: positioned ? place.lng! : null };
}

/**
 * The event to create from what a page says, within the events service's limits (long texts clipped to
 * EVENT_CONTENT_LIMITS, only http(s) images). Undefined when the page gives no title or no usable start.
 */
export function submittedEventInput(
  extracted: ExtractedEvent,
  placement: { timezone: string; zoneId?: number; venueId?: number },
  sourceUrl: string | null,
): SubmittedEventInput | undefined {
  const title = oneLine(extracted.title, limits.title);
  // Wall-clock times are read in the zone the source names (an iCalendar TZID), else in the event's zone.
  const readIn = extracted.timezone ?? placement.timezone;
  const start = extracted.start && toInstant(extracted.start, readIn);
  if (!title || !start) return undefined;
  const end = extracted.end && toInstant(extracted.end, readIn);
  return {
    title,
    startTime: start.toISOString(),
    endTime: end && end >= start ? end.toISOString() : null,
    timezone: placement.timezone,
    description: lines(extracted.description, limits.description) ?? '',
    venueId: placement.venueId ?? null,
    zoneId: placement.zoneId ?? null,
    categories: categoriesOf(extracted.categories ?? []).slice(0, limits.categories),
    priceInfo: oneLine(extracted.priceInfo, limits.priceInfo),
    isFree: extracted.isFree ?? false,
    accessibilityNote: lines(extracted.accessibilityNote, limits.accessibilityNote) ?? null,
    doorsTime: (extracted.doors && clockTimeIn(extracted.doors, placement.timezone)) ?? doorsInText(extracted.description) ?? null,
    imageUrl: httpUrlOrNull(extracted.imageUrl),
    sourceUrl,
    place: placeInput(extracted.place),
  };
}

/**
 * How a page or feed says an event repeats, for the events service: its rule, and the dates it skips as local dates in
 * the event's zone. Nothing for a single event, or for one date of a series changed on its own (a RECURRENCE-ID).
 */
export function repetitionInput(
  extracted: ExtractedEvent,
  timezone: string,
): { recurrence: string | null; excludedDates: string[] | null } {
  if (!extracted.recurrence || extracted.recurrenceId) return { recurrence: null, excludedDates: null };
  const readIn = extracted.timezone ?? timezone;
  const excludedDates = extracted.recurrence.excluded
    .map((time) => toInstant(time, readIn))
    .filter((instant): instant is Date => instant !== undefined)
    .map((instant) => DateTime.fromJSDate(instant, { zone: timezone }).toISODate()!);
  return { recurrence: extracted.recurrence.rule, excludedDates };
}
