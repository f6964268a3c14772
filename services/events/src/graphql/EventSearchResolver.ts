import { Args, ArgsType, Ctx, Directive, Field, FieldResolver, Int, Query, Resolver, Root } from 'type-graphql';
import { isoDate, parseCalendarDate, searchWords } from '@local-events/platform';
import {
  Bounded,
  BOUNDS,
  isSearchWordsError,
  renamedArgument,
  roundedDegrees,
  UNSEARCHABLE_WORDS,
  userInputError,
} from '@local-events/platform/subgraph';
import { CATEGORY_IDS, isCategory, wordsOf } from '@local-events/contracts';
import { decodeInstantCursor, decodeScoredCursor, encodeCursor } from '../cursor.ts';
import {
  MAX_SEARCH_DAYS,
  MAX_SEARCH_TEXT,
  SEARCH_PAGE,
  SEARCH_RADIUS,
  searchEvents,
  type NearQuestion,
  type SearchSort,
} from '../event-search.ts';
import type { EventsContext } from '../loaders.ts';
import { todayIn } from '../zone-day.ts';
import { EventSearchSortEnum, EventSearchType, GeoPointInput } from './EventSearchTypes.ts';
import { LocationRef } from './references-types.ts';

const SEARCH_DESCRIPTION =
  "Published events, found by any of: `q` (words of the title, the venue's name, the place or the description; accents and case do not " +
  `matter; a word's start is enough and one typo in a word of five letters or more is forgiven; quotes, \`or\` and \`-word\` as in web search), \`categories\`, \`near\` with \`radius\`, \`from\`/\`until\` (calendar days in each event's time zone, at most ` +
  `${MAX_SEARCH_DAYS} days; from today, for 31 days, by default), \`free\`. Sorted by \`sort\`; \`limit\` is ${SEARCH_PAGE.default} by default, ` +
  `at most ${SEARCH_PAGE.max}; \`after\` is a cursor from an earlier page.`;

const NOTHING = Symbol('nothing to search for');

/** What a search may be narrowed by: the same arguments at the root and on a Location. */
@ArgsType()
export class SearchArguments {
  @Field(() => String, { nullable: true, description: 'Words to find (`q`, as in REST and MCP)' })
  @Bounded({ maxLength: MAX_SEARCH_TEXT })
  q?: string | null;

  @Field(() => String, { nullable: true, description: 'First day, YYYY-MM-DD' })
  @Bounded(BOUNDS.date)
  from?: string | null;

  @Field(() => String, { nullable: true, description: 'Last day, YYYY-MM-DD (included)' })
  @Bounded(BOUNDS.date)
  to?: string | null;

  @Field(() => String, { nullable: true, deprecationReason: 'Use q, the name REST and MCP use too.' })
  @Bounded({ maxLength: MAX_SEARCH_TEXT })
  text?: string | null;

  @Field(() => String, { nullable: true, deprecationReason: 'Use from.' })
  @Bounded(BOUNDS.date)
  date?: string | null;

  @Field(() => String, { nullable: true, deprecationReason: 'Use to.' })
  @Bounded(BOUNDS.date)
  until?: string | null;

  @Field(() => Boolean, { defaultValue: false, description: 'Only free events' })
  free!: boolean;

  @Field(() => [String], { nullable: true, description: 'Only events in any of these categories (eventCategories ids)' })
  @Bounded({ maxItems: CATEGORY_IDS.length, maxLength: 40 })
  categories?: string[] | null;

  @Field(() => EventSearchSortEnum, { nullable: true, description: 'distance with near, else start' })
  sort?: SearchSort | null;

  @Field(() => GeoPointInput, { nullable: true, description: 'Only events within radius of this point' })
  near?: GeoPointInput | null;

  @Field(() => Int, {
    nullable: true,
    description: `Metres around near, ${SEARCH_RADIUS.default} by default, at most ${SEARCH_RADIUS.max}`,
  })
  @Bounded({ min: 1, max: SEARCH_RADIUS.max })
  radius?: number | null;

  @Field(() => Int, { defaultValue: SEARCH_PAGE.default })
  @Bounded({ min: 1, max: SEARCH_PAGE.max })
  limit!: number;

  @Field(() => String, { nullable: true })
  @Bounded(BOUNDS.cursor)
  after?: string | null;
}

/** The point searched near, with the venues around it (the venues service's). */
async function nearQuestion(context: EventsContext, near: GeoPointInput, radius: number): Promise<NearQuestion> {
  // To a millionth of a degree (about 0.1 m): PostgreSQL's earth functions underflow on the smallest doubles (5e-324).
  const point = { lat: roundedDegrees(near.lat), lng: roundedDegrees(near.lng) };
  return { ...point, metres: radius, venues: await context.venuesForSearch.near(point, radius, context) };
}

async function search(
  context: EventsContext,
  args: SearchArguments,
  where: { zoneIds?: number[]; timezone: string },
): Promise<EventSearchType> {
  const [q, firstDay, lastDay] = [
    renamedArgument({ name: 'q', value: args.q }, { name: 'text', value: args.text }),
    renamedArgument({ name: 'from', value: args.from }, { name: 'date', value: args.date }),
    renamedArgument({ name: 'to', value: args.to }, { name: 'until', value: args.until }),
  ];
  const given = q.value?.trim() || undefined;
  // Words PostgreSQL can always read; text with nothing to search for (punctuation alone) finds nothing.
  const text = given === undefined ? undefined : (searchWords(given) ?? NOTHING);
  const sort: SearchSort = args.sort ?? (args.near ? 'distance' : 'start');
  if (sort === 'distance' && !args.near) throw userInputError('sort distance needs near, the point to measure from', 'sort');
  if (args.radius != null && !args.near) throw userInputError('radius goes with near', 'radius');
  if (sort === 'relevance' && !given) throw userInputError(`sort relevance needs ${q.name} to rank by`, 'sort');
  const [fromName, toName] = [firstDay.name, lastDay.name];
  const from = firstDay.value ?? todayIn(where.timezone);
  const fromDay = parseCalendarDate(from);
  if (!fromDay) throw userInputError(`${fromName} must be a calendar date as YYYY-MM-DD; got ${from}`, fromName);
  const until = lastDay.value ?? isoDate(fromDay.number + MAX_SEARCH_DAYS - 1);
  const untilDay = parseCalendarDate(until);
  if (!untilDay && !lastDay.value)
    throw userInputError(`${fromName} must leave ${MAX_SEARCH_DAYS} days before the year 10000, or come with ${toName}`, fromName);
  if (!untilDay) throw userInputError(`${toName} must be a calendar date as YYYY-MM-DD; got ${until}`, toName);
  if (fromDay.year < 1970 || untilDay.year < 1970) throw userInputError(`${fromName} and ${toName} must be days from 1970 on`, fromName);
  const days = untilDay.number - fromDay.number;
  if (days < 0 || days >= MAX_SEARCH_DAYS)
    throw userInputError(`${toName} must be on or after ${fromName}, and the range at most ${MAX_SEARCH_DAYS} days`, toName);
  const unknown = args.categories?.find((category) => !isCategory(category));
  if (unknown !== undefined) throw userInputError(`category must be one of ${CATEGORY_IDS.join(', ')}; got ${unknown}`, 'categories');
  const scored = sort !== 'start';
  const after = args.after ? (scored ? decodeScoredCursor(args.after) : decodeInstantCursor(args.after)) : null;
  if (args.after && !after) throw userInputError(`after is not a cursor of a ${sort}-sorted search`, 'after');
  if (text === NOTHING) return { edges: [], nodes: [], pageInfo: { hasNextPage: false, endCursor: null } };
  const [near, venueIds] = await Promise.all([
    args.near ? nearQuestion(context, args.near, args.radius ?? SEARCH_RADIUS.default) : undefined,
    // A venue's name is the venues service's: events at venues of that name match the words too.
    text ? context.venuesForSearch.matchingText(text, context) : undefined,
  ]);

  const page = await searchEvents(context.db, {
    text,
    venueIds,
    zoneIds: where.zoneIds,
    from,
    to: until,
    freeOnly: args.free,
    categoryWords: args.categories?.length ? wordsOf(args.categories) : undefined,
    near,
    sort,
    after,
    limit: args.limit,
  }).catch((error: unknown) => {
    // Words PostgreSQL still cannot read (searchWords keeps these rare) are the caller's to change.
    if (text && isSearchWordsError(error)) throw userInputError(`${q.name} ${UNSEARCHABLE_WORDS}`, q.name);
    throw error;
  });
  const edges = page.events.map((event) => ({
    cursor: encodeCursor(
      scored
        ? [sort === 'distance' ? event.distance! : event.score, event.startTime.toISOString(), event.uuid]
        : [event.startTime.toISOString(), event.uuid],
    ),
    node: event,
    score: event.score,
    distance: event.distance,
  }));
  return {
    edges,
    nodes: edges.map((edge) => edge.node),
    pageInfo: { hasNextPage: page.hasNextPage, endCursor: edges.at(-1)?.cursor ?? null },
  };
}

@Resolver()
export class EventSearchResolver {
  @Query(() => EventSearchType, { description: `${SEARCH_DESCRIPTION} Every zone; "today" is today in UTC.` })
  async searchEvents(@Ctx() context: EventsContext, @Args(() => SearchArguments) args: SearchArguments): Promise<EventSearchType> {
    return search(context, args, { timezone: 'UTC' });
  }
}

@Resolver(() => LocationRef)
export class LocationEventSearchResolver {
  @Directive('@requires(fields: "timezone zoneIds")')
  @FieldResolver(() => EventSearchType, { description: `${SEARCH_DESCRIPTION} This zone and its neighbourhoods; "today" is today there.` })
  async searchEvents(
    @Root() location: LocationRef,
    @Ctx() context: EventsContext,
    @Args(() => SearchArguments) args: SearchArguments,
  ): Promise<EventSearchType> {
    return search(context, args, { zoneIds: location.zoneIds, timezone: location.timezone });
  }
}
