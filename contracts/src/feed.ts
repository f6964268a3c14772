/**
 * How a followed source's feed goes from the submissions service, which reads it, to the events service, which keeps
 * its events: at most `events` events a feed (and keys seen in one run), `batch` events a call.
 */
export const FEED_LIMITS = {
  events: 5000,
  batch: 500,
  /** The feed's own id for an event (a UID, an `@id`, a URL). */
  key: 1000,
} as const;
