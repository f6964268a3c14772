/** A time as the source wrote it: with an offset (an instant), or without (wall-clock time where the event is). */
export interface SourceTime {
  value: string;
  hasOffset: boolean;
}

export interface ExtractedPlace {
  name?: string;
  address?: string;
  locality?: string;
  country?: string;
  lat?: number;
  lng?: number;
}

/** Where an event's fields came from: a format a page or feed used, or `typed` in by the submitter. */
export type SourceFormat = 'json-ld' | 'microdata' | 'h-event' | 'icalendar' | 'open-graph' | 'typed';

/** What a source page says about its event, before it is matched to a venue and zone. */
export interface ExtractedEvent {
  format: SourceFormat;
  title?: string;
  description?: string;
  start?: SourceTime;
  end?: SourceTime;
  /** When doors open (schema.org doorTime): a date-time, or a time of day (`19:00`) as a wall-clock time. */
  doors?: SourceTime;
  /** An IANA zone the source names for its times (iCalendar TZID). */
  timezone?: string;
  place?: ExtractedPlace;
  imageUrl?: string;
  priceInfo?: string;
  isFree?: boolean;
  /** Getting in and what help there is (schema.org accessibilitySummary). */
  accessibilityNote?: string;
  categories?: string[];
  url?: string;
  /** The feed's own id for the event (iCalendar UID, JSON-LD @id). */
  id?: string;
  /** How the event repeats (iCalendar RRULE and EXDATE; schema.org eventSchedule). */
  recurrence?: { rule: string; excluded: SourceTime[] };
  /** For one changed occurrence of a repeating event: the start it replaces (iCalendar RECURRENCE-ID). */
  recurrenceId?: SourceTime;
  /** The source says it is cancelled (iCalendar STATUS:CANCELLED, schema.org EventCancelled). */
  cancelled?: boolean;
}
