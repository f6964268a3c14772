import { DateTime } from 'luxon';
import { foldToAscii } from '@local-events/platform';
import { VenueSlugsDocument, ZoneNamesDocument } from '../generated/operations.ts';
import { toolContext } from './request-context.ts';

/** The most values one completion answers (the protocol's own cap). */
const MAX_VALUES = 100;
/** How far ahead dates are offered. */
const DAYS_AHEAD = 14;

const startingWith = (values: Iterable<string>, typed: string) => {
  const wanted = foldToAscii(typed.trim());
  return [...new Set(values)].filter((value) => foldToAscii(value).startsWith(wanted)).slice(0, MAX_VALUES);
};

const zones = async () => {
  const context = toolContext();
  return (await context.gateway.request(ZoneNamesDocument, { country: null, slug: null }, context)).locations;
};

/** Town and neighbourhood slugs (for URIs), or names and slugs (for prompts), that begin with what was typed; accents and case ignored. */
export const completeZone =
  ({ names }: { names: boolean }) =>
  async (typed: string): Promise<string[]> =>
    startingWith((await zones()).flatMap((zone) => (names ? [zone.name, zone.slug] : [zone.slug])), typed);

/** Active venue slugs that begin with what was typed. */
export async function completeVenueSlug(typed: string): Promise<string[]> {
  const prefix = typed.trim().toLowerCase();
  if (!/^[a-z0-9-]{0,100}$/.test(prefix)) return [];
  const context = toolContext();
  return (await context.gateway.request(VenueSlugsDocument, { prefix, limit: MAX_VALUES }, context)).venueSlugs;
}

/**
 * The next two weeks' dates (YYYY-MM-DD) that begin with what was typed, counted in the time zone of the town
 * already chosen (`zoneArgument`, a slug or name, among the other arguments), else in UTC.
 */
export const completeDate =
  (zoneArgument: string) =>
  async (typed: string, completion?: { arguments?: Record<string, string> }): Promise<string[]> => {
    const chosen = completion?.arguments?.[zoneArgument];
    const timezone = chosen ? (await zones()).find((zone) => zone.slug === chosen || foldToAscii(zone.name) === foldToAscii(chosen))?.timezone : undefined;
    const today = DateTime.now().setZone(timezone ?? 'UTC').startOf('day');
    return startingWith(Array.from({ length: DAYS_AHEAD }, (_, day) => today.plus({ days: day }).toISODate()!), typed);
  };
