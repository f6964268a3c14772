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

/** A new event at a venue. */
export const NewVenueEvent = ChangeFields.omit({ venueSlug: true, zoneId: true })
  .required({ title: true, startTime: true })
  .meta({ id: 'NewVenueEvent' });

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
