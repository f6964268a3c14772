import { Arg, Authorized, Ctx, Field, InputType, Int, Mutation, ObjectType, Resolver } from 'type-graphql';
import { authenticated, Bounded, BOUNDS, isHttpUrl, SCOPES, userInputError, uuidArgument } from '@local-events/platform/subgraph';
import { EventPlace, FEED_LIMITS } from '@local-events/contracts';
import { InvalidChanges } from '../changes.ts';
import type { EventsContext } from '../loaders.ts';
import { InvalidRecurrence, RECURRENCE_LIMITS } from '../recurrence.ts';
import { cancelMissing, importItems, type ImportedItem, type ImportSource } from '../source-import.ts';
import { changesOf } from './ReviewTypes.ts';
import { SubmittedEventInput } from './SubmittedEventResolver.ts';

const KEY = { maxLength: FEED_LIMITS.key };

@InputType('ImportedEventInput', { description: "One event of a followed source's feed, keyed by the feed's own id for it." })
class ImportedEventInput {
  @Field(() => String, { description: 'iCalendar UID, JSON-LD @id or url, else title, start and place.' })
  @Bounded(KEY)
  key!: string;

  @Field(() => SubmittedEventInput)
  event!: SubmittedEventInput;

  @Field(() => String, { nullable: true, description: 'For a repeating event: its RFC 5545 rule.' })
  @Bounded({ maxLength: RECURRENCE_LIMITS.ruleLength + 6 })
  recurrence?: string | null;

  @Field(() => [String], { nullable: true })
  @Bounded({ maxItems: RECURRENCE_LIMITS.excludedDates, ...BOUNDS.date })
  excludedDates?: string[] | null;

  @Field(() => String, { nullable: true, description: 'For one changed occurrence of a repeating event: its local date (RECURRENCE-ID).' })
  @Bounded(BOUNDS.date)
  occurrenceDate?: string | null;

  @Field(() => Boolean, { nullable: true, description: 'The feed says the event is cancelled.' })
  cancelled?: boolean | null;
}

@ObjectType('SourceImportCounts', { description: 'What one batch of a followed source did to the guide.' })
class SourceImportCounts {
  @Field(() => Int) created!: number;
  @Field(() => Int) updated!: number;
  @Field(() => Int) cancelled!: number;
  @Field(() => Int) unchanged!: number;
}

function toItem(input: ImportedEventInput): ImportedItem {
  const { place: givenPlace, ...fields } = changesOf(input.event)!;
  if (input.event.sourceUrl && !isHttpUrl(input.event.sourceUrl))
    throw userInputError(`${input.key}: sourceUrl must be an http(s) URL`, 'sourceUrl');
  const place = EventPlace.safeParse(givenPlace ?? {});
  if (!place.success) throw userInputError(`${input.key}: place ${place.error.issues[0]!.message}`, 'place');
  return {
    key: input.key,
    fields: {
      ...fields,
      title: input.event.title,
      startTime: input.event.startTime,
      timezone: input.event.timezone,
      placeName: place.data.name ?? null,
      placeAddress: place.data.address ?? null,
      placeLat: place.data.lat ?? null,
      placeLng: place.data.lng ?? null,
    } as ImportedItem['fields'],
    ...(input.recurrence ? { recurrence: { rule: input.recurrence, excludedDates: input.excludedDates ?? [] } } : {}),
    ...(input.occurrenceDate ? { occurrenceDate: input.occurrenceDate } : {}),
    ...(input.cancelled ? { cancelled: true } : {}),
  };
}

/** For the submissions service (events:submit): what a followed source's feed says, put into the guide. */
@Resolver()
export class SourceImportResolver {
  @Authorized(SCOPES.submit)
  @Mutation(() => SourceImportCounts, {
    description:
      'Creates, updates or leaves alone a batch of a source’s events, found again by (sourceId, key). New events are published, ' +
      'or ready for review when the source is not trusted; past events and events staff changed on their own are left alone.',
  })
  async importSourceEvents(
    @Ctx() context: EventsContext,
    @Arg('sourceId', () => String) @Bounded(BOUNDS.uuid) sourceId: string,
    @Arg('trusted', () => Boolean) trusted: boolean,
    @Arg('items', () => [ImportedEventInput]) @Bounded({ maxItems: FEED_LIMITS.batch }) items: ImportedEventInput[],
  ): Promise<SourceImportCounts> {
    const caller = await authenticated(context);
    const source: ImportSource = { id: uuidArgument(sourceId, 'sourceId'), trust: trusted ? 'publish' : 'review' };
    try {
      const parsed = items.map(toItem);
      const counts = await context.em.transactional((tx) =>
        importItems(tx, source, parsed, { id: `source:${sourceId}:${caller.subject}`, role: 'service' }),
      );
      return Object.assign(new SourceImportCounts(), counts);
    } catch (error) {
      if (error instanceof InvalidChanges || error instanceof InvalidRecurrence) throw userInputError(error.message, 'items');
      throw error;
    }
  }

  @Authorized(SCOPES.submit)
  @Mutation(() => Int, {
    description: "Cancels the source's future events whose key the last run did not see (they left the feed); answers how many.",
  })
  async cancelMissingSourceEvents(
    @Ctx() context: EventsContext,
    @Arg('sourceId', () => String) @Bounded(BOUNDS.uuid) sourceId: string,
    @Arg('seenKeys', () => [String]) @Bounded({ maxItems: FEED_LIMITS.events, ...KEY }) seenKeys: string[],
  ): Promise<number> {
    const caller = await authenticated(context);
    return context.em.transactional((tx) =>
      cancelMissing(tx, uuidArgument(sourceId, 'sourceId'), seenKeys, {
        id: `source:${sourceId}:${caller.subject}`,
        role: 'service',
      }),
    );
  }
}
