import { Arg, Authorized, Ctx, Field, InputType, Int, Mutation, Resolver } from 'type-graphql';
import {
  authenticated,
  isHttpUrl,
  MAX_URL_LENGTH,
  notFoundError,
  uuidArgument,
  SCOPES,
  slugify,
  userInputError,
  Bounded,
  BOUNDS,
} from '@local-events/platform/subgraph';
import { actOnEvent } from '../act-on-event.ts';
import { InvalidChanges, validateChanges } from '../changes.ts';
import { EventPlace } from '@local-events/contracts';
import { Event } from '../entities/Event.ts';
import { recordTransition } from '../record-transition.ts';
import { InvalidRecurrence, parseRule } from '../recurrence.ts';
import { localStartOf, repeatEvent, whyNotRepeating } from '../series.ts';
import { correctSeriesOfSubmitted } from '../submitted-series.ts';
import type { EventsContext } from '../loaders.ts';
import { EventContentInput } from './EventContentInput.ts';
import { EventPlaceInput } from './EventPlace.ts';
import { CreditInput } from './SpottedBy.ts';
import { personCredit } from '../spotted-by.ts';
import { changesOf } from './ReviewTypes.ts';
import { EXCLUDED_DATES, RULE } from './recurrence-arguments.ts';
import { EVENT_CONTENT_LIMITS } from '@local-events/contracts';

@InputType('SubmittedEventInput', { description: 'An event extracted from a submitted page; it waits for review.' })
export class SubmittedEventInput extends EventContentInput {
  @Field(() => String)
  @Bounded({ maxLength: EVENT_CONTENT_LIMITS.title })
  declare title: string;

  @Field(() => Date)
  declare startTime: Date;

  @Field(() => String, { description: "IANA time zone of the event (its zone's)." })
  @Bounded(BOUNDS.timezone)
  timezone!: string;

  @Field(() => Int, { nullable: true })
  @Bounded(BOUNDS.id)
  venueId?: number | null;

  @Field(() => Int, { nullable: true })
  @Bounded(BOUNDS.id)
  zoneId?: number | null;

  @Field(() => String, { nullable: true })
  @Bounded({ maxLength: MAX_URL_LENGTH })
  sourceUrl?: string | null;

  @Field(() => EventPlaceInput, { nullable: true, description: 'The place the page names, kept whether or not a venue matched.' })
  place?: EventPlaceInput | null;

  @Field(() => String, {
    nullable: true,
    description:
      'How the page says the event repeats (an iCalendar RRULE, a schema.org eventSchedule): its dates for a year ahead wait for ' +
      "review with it. A rule the guide does not keep (more often than daily, or not giving the event's own date) is left out.",
  })
  @Bounded(RULE)
  recurrence?: string | null;

  @Field(() => [String], { nullable: true, description: 'Local dates (YYYY-MM-DD) the rule skips.' })
  @Bounded(EXCLUDED_DATES)
  excludedDates?: string[] | null;

  @Field(() => CreditInput, { nullable: true, description: 'How the submitter chose to be credited ("spotted by"), if they did.' })
  credit?: CreditInput | null;

  @Field(() => String, {
    nullable: true,
    description:
      "Who submitted it, as the submissions service names a person without saying who they are: the uuid of the first submission made with the same e-mail address (else this submission's).",
  })
  @Bounded(BOUNDS.uuid)
  submitter?: string | null;
}

/** The page's rule when the guide keeps it and it can make the event repeat; otherwise the event is kept alone. */
function keptRule(context: EventsContext, event: Event, recurrence: string | null | undefined, excludedDates: string[] | null | undefined) {
  if (!recurrence) return undefined;
  let refused: string | undefined;
  try {
    const rule = parseRule(recurrence, excludedDates ?? [], {
      localStart: localStartOf(event.startTime, event.timezone),
      timezone: event.timezone,
    });
    refused = whyNotRepeating(event, rule);
    if (!refused) return rule;
  } catch (error) {
    if (!(error instanceof InvalidRecurrence)) throw error;
    refused = error.message;
  }
  context.log.info({ submissionUuid: event.submissionUuid, refused }, "a submitted page's rule is left out: the event stays single");
  return undefined;
}

@Resolver()
export class SubmittedEventResolver {
  @Authorized(SCOPES.submit)
  @Mutation(() => Event, {
    description:
      'Creates the event of a submission, ready for review. Idempotent on the submission: asked again, it answers ' +
      'the event created the first time and changes nothing. For the submissions service (events:submit).',
  })
  async createSubmittedEvent(
    @Ctx() context: EventsContext,
    @Arg('submissionUuid', () => String) @Bounded(BOUNDS.uuid) submissionUuid: string,
    @Arg('input', () => SubmittedEventInput) input: SubmittedEventInput,
  ): Promise<Event> {
    const caller = await authenticated(context);
    const { place: givenPlace, recurrence, excludedDates, credit, submitter, ...fields } = changesOf(input)!;
    const problems = validateChanges({ startTime: input.startTime, endTime: null }, fields);
    if (input.sourceUrl && !isHttpUrl(input.sourceUrl)) problems.push({ field: 'sourceUrl', message: 'must be an http(s) URL' });
    const place = EventPlace.safeParse(givenPlace ?? {});
    for (const issue of place.success ? [] : place.error.issues)
      problems.push({ field: `place.${String(issue.path[0])}`, message: issue.message });
    if (problems.length || !place.success) throw userInputError(new InvalidChanges(problems).message, problems[0]!.field);

    const uuid = uuidArgument(submissionUuid, 'submissionUuid');
    const person = { id: `submitter:${submitter ? uuidArgument(submitter as string, 'submitter') : uuid}`, role: 'submitter' } as const;
    const existing = await context.em.findOne(Event, { submissionUuid: uuid });
    if (existing) return existing;
    const event = Object.assign(new Event(), {
      ...fields,
      title: input.title.trim(),
      slug: slugify(input.title),
      placeName: place.data.name ?? null,
      placeAddress: place.data.address ?? null,
      placeLat: place.data.lat ?? null,
      placeLng: place.data.lng ?? null,
      ...personCredit(credit as CreditInput | null | undefined),
      submissionUuid: uuid,
      status: 'ready_for_review',
    });
    const rule = keptRule(context, event, recurrence as string | null | undefined, excludedDates as string[] | null | undefined);
    try {
      await context.em.transactional(async (tx) => {
        const service = { id: caller.subject, role: 'service' } as const;
        await tx.persist(event).flush();
        recordTransition(tx, event, person, 'submit', 'ready_for_review');
        if (rule) await repeatEvent(tx, event, rule, service);
      });
    } catch (error) {
      // A concurrent retry created it first: answer that one.
      const winner = await context.em.fork().findOne(Event, { submissionUuid: uuid });
      if (winner) return winner;
      throw error;
    }
    return event;
  }

  @Authorized(SCOPES.submit)
  @Mutation(() => Event, {
    description:
      "The submitter's own edit, relayed by the submissions service once it has checked the submitter's edit or link " +
      'token. Allowed while the event is ready_for_review or needs_info; from needs_info it goes back to ready_for_review.',
  })
  async editSubmittedEvent(
    @Ctx() context: EventsContext,
    @Arg('submissionUuid', () => String) @Bounded(BOUNDS.uuid) submissionUuid: string,
    @Arg('changes', () => EventContentInput) changes: EventContentInput,
  ): Promise<Event> {
    await authenticated(context);
    const uuid = uuidArgument(submissionUuid, 'submissionUuid');
    const event = await context.em.findOne(Event, { submissionUuid: uuid }, { fields: ['uuid'] });
    if (!event) throw notFoundError(`No event was created from the submission ${uuid}.`);
    const actor = { id: `submission:${uuid}`, role: 'submitter' } as const;
    const given = changesOf(changes)!;
    return actOnEvent(
      context.em.fork(),
      event.uuid,
      actor,
      { action: 'edit', changes: given },
      { alsoInTransaction: (tx, row) => correctSeriesOfSubmitted(tx, row, given, actor) },
    );
  }
}
