import { DateTime } from 'luxon';
import { foldToAscii } from '@local-events/platform';
import { VenueSlugsDocument } from '../generated/operations.ts';
import { findZone, zoneNames } from './read-tools.ts';
import { toolContext } from './request-context.ts';
import { ToolError } from './tool.ts';

/** The most values one completion answers (the protocol's own cap). */
const MAX_VALUES = 100;
/** How far ahead dates are offered. */
const DAYS_AHEAD = 14;

const startingWith = (values: Iterable<string>, typed: string) => {
  const wanted = foldToAscii(typed.trim());
  return [...new Set(values)].filter((value) => foldToAscii(value).startsWith(wanted)).slice(0, MAX_VALUES);
};

/** Town and neighbourhood slugs (for URIs), or names and slugs (for prompts), that begin with what was typed; accents and case ignored. */
export const completeZone =
  ({ names }: { names: boolean }) =>
  async (typed: string): Promise<string[]> =>
    startingWith(
      (await zoneNames(toolContext())).flatMap((zone) => (names ? [zone.name, zone.slug] : [zone.slug])),
      typed,
    );

/** Active venue slugs that begin with what was typed. */
export async function completeVenueSlug(typed: string): Promise<string[]> {
  const prefix = typed.trim().toLowerCase();
  // At least one character: completion narrows what was typed, it does not list every venue.
  if (!/^[a-z0-9-]{1,100}$/.test(prefix)) return [];
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
    // The town as find_events reads it (a slug is one small query); one not known, or ambiguous, counts in UTC.
    const timezone = chosen
      ? await findZone(toolContext(), chosen).then(
          (zone) => zone.timezone,
          (error: unknown) => {
            if (error instanceof ToolError) return undefined;
            throw error;
          },
        )
      : undefined;
    const today = DateTime.now()
      .setZone(timezone ?? 'UTC')
      .startOf('day');
    return startingWith(
      Array.from({ length: DAYS_AHEAD }, (_, day) => today.plus({ days: day }).toISODate()!),
      typed,
    );
  };
