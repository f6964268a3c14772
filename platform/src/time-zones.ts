import { LRUCache } from 'lru-cache';
import { IANAZone } from 'luxon';

/**
 * Zones found valid lately: luxon builds an Intl formatter each time it checks one (a seventh of the events
 * service's CPU on a list, and most of a 5,000-event feed's memory). Bounded, as Intl takes any spelling of a zone's
 * name in any case, and the names come from callers and pages.
 */
const validZones = new LRUCache<string, true>({ max: 2_000 });

/** Whether `zone` is an IANA time zone name. */
export function isTimeZone(zone: string): boolean {
  if (validZones.has(zone)) return true;
  const valid = IANAZone.isValidZone(zone);
  if (valid) validZones.set(zone, true);
  return valid;
}
