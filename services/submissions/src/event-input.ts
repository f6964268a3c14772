import type { ExtractedEvent } from './extract/types.ts';
import { toInstant } from './extract/times.ts';
import type { SubmittedEventInput } from './generated/operations.ts';

const clip = (text: string | undefined, max: number) => (text === undefined ? undefined : text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text);

const httpUrlOrNull = (value: string | undefined) => {
  if (!value || value.length > 2048) return null;
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol) ? value : null;
  } catch {
    return null;
  }
};

/**
 * The event to create from what a page says, within the events service's limits (long texts clipped, at most
 * ten short categories, only http(s) images). Undefined when the page gives no title or no usable start.
 */
export function submittedEventInput(
  extracted: ExtractedEvent,
  placement: { timezone: string; zoneId?: number; venueId?: number },
  sourceUrl: string,
): SubmittedEventInput | undefined {
  const title = clip(extracted.title?.replace(/\s+/g, ' ').trim(), 300);
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
    description: clip(extracted.description?.trim(), 10_000) ?? '',
    venueId: placement.venueId ?? null,
    zoneId: placement.zoneId ?? null,
    categories: (extracted.categories ?? [])
      .map((category) => category.trim().slice(0, 40))
      .filter(Boolean)
      .slice(0, 10),
    priceInfo: clip(extracted.priceInfo?.trim(), 200) ?? null,
    isFree: extracted.isFree ?? false,
    imageUrl: httpUrlOrNull(extracted.imageUrl),
    sourceUrl,
  };
}
