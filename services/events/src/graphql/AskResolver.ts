import { DateTime } from 'luxon';
import { Arg, Ctx, Field, InputType, Int, ObjectType, Query, Resolver } from 'type-graphql';
import { Bounded, BOUNDS, userInputError } from '@local-events/platform/subgraph';
import { ASK_LIMITS, ASK_LOCALES, type AskLocale, categoriesOf, isReadingPart } from '@local-events/contracts';
import { answerText, categoryLabel, startLabel } from '../ask/answer.ts';
import { suggestionsFor } from '../ask/suggestions.ts';
import { findUnderstood } from '../ask/find.ts';
import { adjusted, likeliestReading, understand } from '../ask/understand.ts';
import { WORDS } from '../ask/words.ts';
import { Event } from '../entities/Event.ts';
import type { FoundEvent } from '../event-search.ts';
import type { EventsContext } from '../loaders.ts';

@InputType('AskTurnInput', { description: 'An earlier turn of the conversation: what the person asked, or what was answered.' })
class AskTurnInput {
  @Field(() => String, { description: '`user` or `assistant`; only what the person asked is read.' })
  @Bounded({ maxLength: 20 })
  role!: string;

  @Field(() => String)
  @Bounded({ maxLength: ASK_LIMITS.conversationCharacters })
  content!: string;
}

@ObjectType('AskUnderstood', { description: 'What the question was read as: each part a filter of the search.' })
class AskUnderstood {
  @Field(() => String, { nullable: true, description: "The town's or neighbourhood's slug; null when none was named or known." })
  town!: string | null;

  @Field(() => String, {
    description:
      'What the time words meant: now, today, tonight, tomorrow, today_and_tomorrow, next_3_days, weekend, weekday, this_week, ' +
      'next_week, upcoming (90 days), date, or coming_days (none given).',
  })
  when!: string;

  @Field(() => Date, { description: 'From this instant (UTC)…' })
  from!: Date;

  @Field(() => Date, { description: '…to this one, not included.' })
  to!: Date;

  @Field(() => [String], { description: 'Category ids (eventCategories).' })
  categories!: string[];

  @Field(() => Boolean)
  free!: boolean;

  @Field(() => String, { nullable: true, description: 'The words left to search for.' })
  q!: string | null;
}

@ObjectType('AskTown', { description: 'The town or neighbourhood the answer is about.' })
class AskTownType {
  @Field(() => String)
  name!: string;

  @Field(() => String)
  slug!: string;

  @Field(() => String)
  timezone!: string;

  @Field(() => String, { description: 'ISO 3166-1 alpha-2, upper case: with the slug, where its page is.' })
  countryCode!: string;
}

@ObjectType('AskEvent', { description: 'An event an answer names, with its start and tags in the language asked.' })
class AskEvent {
  @Field(() => Event)
  event!: Event;

  @Field(() => String, { description: 'A short local label of its start: "Sat 21:00", "sáb 21:00".' })
  startLabel!: string;

  @Field(() => [String], { description: 'Its categories, and "Free", in the language asked.' })
  tags!: string[];
}

@ObjectType('AskAnswer', { description: 'An answer in plain words, grounded in the events it returns.' })
class AskAnswer {
  @Field(() => String, { description: 'A sentence or two in the language asked, naming only events in `events`.' })
  answer!: string;

  @Field(() => String, { description: 'The language answered in.' })
  locale!: string;

  @Field(() => AskUnderstood)
  understood!: AskUnderstood;

  @Field(() => AskTownType, { nullable: true })
  town!: AskTownType | null;

  @Field(() => [AskEvent], { description: 'Published events matching, by start.' })
  events!: AskEvent[];

  @Field(() => Boolean, { description: 'More events match than `events` holds.' })
  more!: boolean;

  @Field(() => [String], { description: 'Other questions that have answers: nearby times, towns or subjects.' })
  suggestions!: string[];
}

const localeOf = (given: string): AskLocale => {
  const exact = ASK_LOCALES.find((locale) => locale.toLowerCase() === given.toLowerCase());
  if (exact) return exact;
  throw userInputError(`locale must be one of ${ASK_LOCALES.join(', ')}; got ${given.slice(0, 20)}`, 'locale');
};

/** Plain words in, events and an answer out: the search a person means, in four languages. */
@Resolver()
export class AskResolver {
  @Query(() => AskAnswer, {
    description:
      'Asks in plain words ("jazz in camden this weekend", "qué hacer el sábado en Brighton"), in en-GB, es-ES, ca-ES or de-DE ' +
      '(`locale`; without it, the language the question reads best in). ' +
      'The town comes from the words, else the earlier turns, else `townSlug`; times are read in its zone (today, tonight, ' +
      'tomorrow, this weekend, a weekday, this or next week, a date; the next seven days otherwise), then categories, "free" and ' +
      'the words left to search for. A follow-up keeps what it does not change. `understood` says what was read.',
  })
  async ask(
    @Ctx() context: EventsContext,
    @Arg('query', () => String) @Bounded({ maxLength: ASK_LIMITS.query }) query: string,
    @Arg('townSlug', () => String, { nullable: true }) @Bounded(BOUNDS.slug) townSlug?: string | null,
    @Arg('countryCode', () => String, {
      nullable: true,
      description: "`townSlug`'s country (slugs are unique within a country): ISO 3166-1 alpha-2.",
    })
    @Bounded({ maxLength: 2 })
    countryCode?: string | null,
    @Arg('keepTown', () => Boolean, {
      defaultValue: false,
      description: '`townSlug` is the town, whatever town the words name (a client that lists only answers about the town it sent).',
    })
    keepTown = false,
    @Arg('locale', () => String, { nullable: true }) @Bounded({ maxLength: 20 }) locale?: string | null,
    @Arg('limit', () => Int, { defaultValue: ASK_LIMITS.defaultEvents })
    @Bounded({ min: 1, max: ASK_LIMITS.events })
    limit = ASK_LIMITS.defaultEvents,
    @Arg('conversation', () => [AskTurnInput], { nullable: true })
    @Bounded({ maxItems: ASK_LIMITS.turns })
    conversation?: AskTurnInput[] | null,
    @Arg('without', () => [String], {
      nullable: true,
      description: "Parts of the reading to leave out (a page's removable filters): `time`, `free`, `words`, or a category id.",
    })
    @Bounded({ maxItems: 20, maxLength: 40 })
    without?: string[] | null,
    @Arg('categories', () => [String], { nullable: true, description: 'Categories (ids or their words) to add to those the words name.' })
    @Bounded({ maxItems: 10, maxLength: 40 })
    categories?: string[] | null,
    @Arg('free', () => Boolean, { nullable: true, description: 'Only free events, whatever the words say.' })
    free?: boolean | null,
  ): Promise<AskAnswer> {
    for (const part of without ?? [])
      if (!isReadingPart(part))
        throw userInputError(`without: "${part.slice(0, 40)}" is not time, free, words or a category id`, 'without');
    for (const id of categories ?? [])
      if (!categoriesOf([id]).length) throw userInputError(`categories: "${id.slice(0, 40)}" is not a category`, 'categories');
    const turns = conversation ?? [];
    if (turns.reduce((sum, turn) => sum + turn.content.length, 0) > ASK_LIMITS.conversationCharacters)
      throw userInputError(`conversation must be at most ${ASK_LIMITS.conversationCharacters} characters in all`, 'conversation');
    if (!query.trim()) throw userInputError('query must say something', 'query');
    const towns = await context.askTowns.all(context);
    const earlier = turns.filter((turn) => turn.role === 'user').map((turn) => turn.content);
    const reading = { towns, townSlug: townSlug ?? undefined, countryCode: countryCode?.toUpperCase(), keepTown, now: new Date() };
    const named = locale ? localeOf(locale) : undefined;
    const read = named
      ? { locale: named, understood: understand(query, earlier, { ...reading, locale: named }) }
      : likeliestReading(query, earlier, reading);
    const language = read.locale;
    const understood = adjusted(
      read.understood,
      { without: without ?? [], categories: categoriesOf(categories ?? []), free: free ?? false },
      reading.now,
    );
    const found: { events: FoundEvent[]; hasNextPage: boolean } = understood.town
      ? await findUnderstood(context, understood, limit)
      : { events: [], hasNextPage: false };
    const zone = understood.town?.timezone ?? 'UTC';
    const venueNames = await Promise.all(
      found.events.slice(0, 3).map((event) => (event.venueId ? context.loaders.venueName.load(event.venueId) : event.placeName)),
    );
    const answered = found.events.map((event, at) => ({
      title: event.title,
      start: DateTime.fromJSDate(event.startTime, { zone: event.timezone ?? zone }),
      venueName: venueNames[at] ?? null,
    }));
    const cities = towns.filter((town) => town.city).map((town) => town.name);
    const answer = answerText(understood, answered, found.hasNextPage, language, cities.slice(0, 8));
    return Object.assign(new AskAnswer(), {
      answer,
      locale: language,
      understood: Object.assign(new AskUnderstood(), {
        town: understood.town?.slug ?? null,
        when: understood.time.kind,
        from: understood.window.from.toJSDate(),
        to: understood.window.to.toJSDate(),
        categories: understood.categories,
        free: understood.free,
        q: understood.q,
      }),
      town:
        understood.town &&
        Object.assign(new AskTownType(), {
          name: understood.town.name,
          slug: understood.town.slug,
          timezone: understood.town.timezone,
          countryCode: understood.town.countryCode,
        }),
      events: found.events.map((event, at) =>
        Object.assign(new AskEvent(), {
          event,
          startLabel: startLabel(answered[at]!.start, language),
          tags: [
            ...categoriesOf(event.categories).map((id) => categoryLabel(language, id)),
            ...(event.isFree ? [WORDS[language].freeLabel] : []),
          ],
        }),
      ),
      more: found.hasNextPage,
      suggestions: found.events.length ? [] : await suggestionsFor(context, understood, towns, language),
    });
  }
}
