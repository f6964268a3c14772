import { z } from 'zod';
import { type CallContext, type GatewayClient, Problem } from '@local-events/platform';
import { EventContent } from '@local-events/contracts';
import { VenuePlacementDocument, ZonePlacementDocument } from '../generated/operations.ts';
import { slug } from '../schemas.ts';

const instant = z.iso.datetime({ offset: true, error: 'must be an ISO 8601 date-time with Z or an offset' });

/** The events service's own content rules, with times and place as REST names them. */
const ChangeFields = z
  .strictObject({
    ...EventContent.shape,
    startTime: instant,
    endTime: instant.nullable(),
    venueSlug: slug,
    zoneId: z.number().int().min(1).max(2_147_483_647),
  })
  .partial();

const changesSomething = (changes: object) => Object.keys(changes).length > 0;

/** Changes to an event, as REST clients send them. A venue is named by slug; its zone and time zone follow. */
export const EventChanges = ChangeFields.refine(changesSomething, 'must change at least one field').meta({
  id: 'EventChanges',
  description: 'Fields to change; absent fields stay, null clears an optional one. `venueSlug` moves the event to that venue and its zone.',
});

/** Changes to what an event says, not where it is: what venue managers and submitters may change. */
export const EventContentChanges = ChangeFields.omit({ venueSlug: true, zoneId: true })
  .refine(changesSomething, 'must change at least one field')
  .meta({
    id: 'EventContentChanges',
    description: 'Fields to change; absent fields stay, null clears an optional one. The venue and zone stay.',
  });

/** How an event repeats, as venue managers give it (the events service checks the rule itself, naming the part). */
export const Repetition = {
  recurrence: z
    .string()
    .min(1)
    .max(306)
    .meta({
      description:
        "An RFC 5545 rule from startTime, at its wall-clock time in the venue's zone: at most daily. Occurrences are kept for a " +
        'year ahead (366 at most); later ones appear as time passes. Each occurrence is an event with its own uuid.',
      example: 'RRULE:FREQ=WEEKLY;BYDAY=TU;COUNT=10',
    }),
  excludedDates: z
    .array(z.iso.date({ error: 'must be a date, YYYY-MM-DD' }))
    .max(366)
    .meta({ description: "Local dates the rule skips (iCalendar's EXDATE)", example: ['2026-12-29'] }),
};

/** A new event at a venue, repeating when it has a rule. */
export const NewVenueEvent = ChangeFields.omit({ venueSlug: true, zoneId: true })
  .required({ title: true, startTime: true })
  .extend({ recurrence: Repetition.recurrence.optional(), excludedDates: Repetition.excludedDates.optional() })
  .meta({ id: 'NewVenueEvent' });

/** A change to a repeating event: what every occurrence says, its times, its rule. */
export const SeriesChanges = ChangeFields.omit({ venueSlug: true, zoneId: true })
  .extend({ recurrence: Repetition.recurrence.optional(), excludedDates: Repetition.excludedDates.optional() })
  .refine(changesSomething, 'must change at least one field')
  .meta({
    id: 'EventSeriesChanges',
    description:
      'Fields to change on every occurrence from today on, but for those changed or cancelled on their own; absent fields stay. ' +
      'Dates a new rule no longer gives are cancelled.',
  });

/** A series change as the GraphQL mutations take it: content changes apart from the rule and its skipped dates. */
export function seriesChangeVariables(body: z.output<typeof SeriesChanges>) {
  const { recurrence, excludedDates, ...changes } = body;
  return { changes: Object.keys(changes).length ? changes : null, recurrence: recurrence ?? null, excludedDates: excludedDates ?? null };
}

export type EventChangesBody = z.output<typeof EventChanges>;

/** REST changes -> the events subgraph's EventChangesInput, resolving the venue's id, zone and time zone. */
export async function toChangesInput(
  changes: EventChangesBody,
  gateway: GatewayClient,
  context: CallContext,
): Promise<Record<string, unknown>> {
  const { venueSlug, ...rest } = changes;
  const input: Record<string, unknown> = { ...rest };
  if (venueSlug) {
    const { venue } = await gateway.request(VenuePlacementDocument, { slug: venueSlug }, context);
    if (!venue)
      throw new Problem(400, `No venue has the slug "${venueSlug}".`, {
        errors: [{ name: 'changes.venueSlug', in: 'body', detail: 'is not a venue' }],
      });
    if (changes.zoneId !== undefined && changes.zoneId !== venue.zone.id) {
      throw new Problem(400, 'zoneId differs from the zone of the venue.', {
        errors: [{ name: 'changes.zoneId', in: 'body', detail: "must be the venue's zone" }],
      });
    }
    Object.assign(input, { venueId: venue.id, zoneId: venue.zone.id, timezone: venue.zone.timezone });
  } else if (changes.zoneId !== undefined) {
    const { location } = await gateway.request(ZonePlacementDocument, { id: changes.zoneId }, context);
    if (!location)
      throw new Problem(400, `No zone has the id ${changes.zoneId}.`, {
        errors: [{ name: 'changes.zoneId', in: 'body', detail: 'is not a zone' }],
      });
    input.timezone = location.timezone;
  }
  return input;
}
