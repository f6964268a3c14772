import { Arg, Ctx, Field, InputType, Mutation, Query, Resolver } from 'type-graphql';
import { uuidArgument, slugify, userInputError, Bounded, BOUNDS } from '@local-events/platform/subgraph';
import { actOnEvent } from '../act-on-event.ts';
import { InvalidChanges, validateChanges } from '../changes.ts';
import { Event } from '../entities/Event.ts';
import type { EventsContext } from '../loaders.ts';
import { managedVenue } from '../venue-access.ts';
import { recordTransition } from '../record-transition.ts';
import { EventContentInput } from './EventContentInput.ts';
import { changesOf, EventChangesInput } from './ReviewTypes.ts';
import { EVENT_CONTENT_LIMITS } from '@local-events/contracts';
import { parseRule } from '../recurrence.ts';
import { EXCLUDED_DATES, RULE, withRule } from './recurrence-arguments.ts';
import { localStartOf, startSeries } from '../series.ts';
import type { Actor } from '../act-on-event.ts';
import { venueCredit } from '../spotted-by.ts';

@InputType('NewVenueEventInput', { description: 'An event at the venue; it is published at once.' })
export class NewVenueEventInput extends EventContentInput {
  @Field(() => String)
  @Bounded({ maxLength: EVENT_CONTENT_LIMITS.title })
  declare title: string;

  @Field(() => Date)
  declare startTime: Date;

  @Field(() => String, {
    nullable: true,
    description:
      'Makes the event repeat: an RFC 5545 rule, e.g. `RRULE:FREQ=WEEKLY;BYDAY=TU;COUNT=10`, from startTime, at its wall-clock time in the ' +
      "venue's zone. At most daily; occurrences are kept for a year ahead (366 at most), later ones appear as time passes.",
  })
  @Bounded(RULE)
  recurrence?: string;

  @Field(() => [String], { nullable: true, description: 'Local dates (YYYY-MM-DD) the rule skips.' })
  @Bounded(EXCLUDED_DATES)
  excludedDates?: string[];
}

const PLACEMENT = ['venueId', 'zoneId', 'timezone'] as const;

/** A venue's own events, for whoever manages the venue (its managers, a venue-manage token, administrators). */
@Resolver()
export class VenueAdminResolver {
  @Query(() => [Event], { description: "The venue's events in every status, by start time." })
  async venueEvents(
    @Ctx() context: EventsContext,
    @Arg('venueSlug', () => String) @Bounded(BOUNDS.slug) venueSlug: string,
  ): Promise<Event[]> {
    const venue = await managedVenue(context, venueSlug);
    const rows = await context.em.find(Event, { venueId: venue.venueId }, { orderBy: { startTime: 'asc', uuid: 'asc' }, limit: 1000 });
    return rows;
  }

  @Query(() => Event, { nullable: true, description: 'One event of the venue; null for an event of another venue.' })
  async venueEvent(
    @Ctx() context: EventsContext,
    @Arg('venueSlug', () => String) @Bounded(BOUNDS.slug) venueSlug: string,
    @Arg('uuid', () => String) @Bounded(BOUNDS.uuid) uuid: string,
  ): Promise<Event | null> {
    const venue = await managedVenue(context, venueSlug);
    const row = await context.em.findOne(Event, { uuid: uuidArgument(uuid), venueId: venue.venueId });
    return row ? row : null;
  }

  @Mutation(() => Event, { description: 'Creates a published event at the venue, in its zone and time zone.' })
  async createVenueEvent(
    @Ctx() context: EventsContext,
    @Arg('venueSlug', () => String) @Bounded(BOUNDS.slug) venueSlug: string,
    @Arg('input', () => NewVenueEventInput) input: NewVenueEventInput,
  ): Promise<Event> {
    const venue = await managedVenue(context, venueSlug);
    const { recurrence, excludedDates, ...fields } = changesOf(input)!;
    if (excludedDates && !recurrence) throw userInputError('excludedDates needs a recurrence', 'excludedDates');
    const problems = validateChanges({ startTime: input.startTime, endTime: null }, fields);
    if (problems.length) throw userInputError(new InvalidChanges(problems).message, problems[0]!.field);
    const event = Object.assign(new Event(), {
      ...fields,
      title: input.title.trim(),
      slug: slugify(input.title),
      venueId: venue.venueId,
      zoneId: venue.zoneId,
      timezone: venue.timezone,
      status: 'published',
      ...venueCredit(venue.actor.role === 'admin'),
    });
    const actor: Actor = venue.actor;
    if (recurrence) {
      const rule = await withRule(async () =>
        parseRule(recurrence, excludedDates ?? [], { localStart: localStartOf(event.startTime, event.timezone), timezone: event.timezone }),
      );
      const { occurrences } = await withRule(() => context.em.transactional((tx) => startSeries(tx, event, rule, actor)));
      return occurrences[0]!;
    }
    await context.em.transactional(async (tx) => {
      // The transition refers to the event by key only, so the event goes in first.
      await tx.persist(event).flush();
      recordTransition(tx, event, actor, 'create', 'published');
    });
    return event;
  }

  @Mutation(() => Event, { description: "Changes one of the venue's events; its venue and zone stay." })
  async updateVenueEvent(
    @Ctx() context: EventsContext,
    @Arg('venueSlug', () => String) @Bounded(BOUNDS.slug) venueSlug: string,
    @Arg('uuid', () => String) @Bounded(BOUNDS.uuid) uuid: string,
    @Arg('changes', () => EventChangesInput) changes: EventChangesInput,
  ): Promise<Event> {
    const fields = changesOf(changes)!;
    const moved = PLACEMENT.find((field) => fields[field] !== undefined);
    if (moved) throw userInputError(`${moved} cannot be changed here: an event stays at its venue`, moved);
    const venue = await managedVenue(context, venueSlug);
    const event = await actOnEvent(
      context.em,
      uuidArgument(uuid),
      venue.actor,
      { action: 'edit', changes: fields },
      { inScope: (row) => row.venueId === venue.venueId },
    );
    return event;
  }

  @Mutation(() => Event, { description: 'Cancels a published event of the venue; it drops out of every list.' })
  async cancelVenueEvent(
    @Ctx() context: EventsContext,
    @Arg('venueSlug', () => String) @Bounded(BOUNDS.slug) venueSlug: string,
    @Arg('uuid', () => String) @Bounded(BOUNDS.uuid) uuid: string,
    @Arg('message', () => String, { nullable: true }) @Bounded(BOUNDS.message) message?: string | null,
  ): Promise<Event> {
    const venue = await managedVenue(context, venueSlug);
    const event = await actOnEvent(
      context.em,
      uuidArgument(uuid),
      venue.actor,
      { action: 'cancel', message: message ?? undefined },
      { inScope: (row) => row.venueId === venue.venueId },
    );
    return event;
  }

  @Mutation(() => Event, {
    description:
      'Puts back on every list an event of the venue that its venue cancelled, while it is not over (it is published again). CONFLICT for one an administrator or a feed cancelled.',
  })
  async reinstateVenueEvent(
    @Ctx() context: EventsContext,
    @Arg('venueSlug', () => String) @Bounded(BOUNDS.slug) venueSlug: string,
    @Arg('uuid', () => String) @Bounded(BOUNDS.uuid) uuid: string,
  ): Promise<Event> {
    const venue = await managedVenue(context, venueSlug);
    return actOnEvent(
      context.em,
      uuidArgument(uuid),
      venue.actor,
      { action: 'reinstate' },
      { inScope: (row) => row.venueId === venue.venueId },
    );
  }
}
