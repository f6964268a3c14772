import { IntlMessageFormat } from 'intl-messageformat';
import type { DateTime } from 'luxon';
import type { AskLocale, EventCategoryId } from '@local-events/contracts';
import { WORDS } from './words.ts';
import type { TimeWindow, Understood, WindowKind } from './understand.ts';

/** What the answer says of one event it found. */
export interface AnsweredEvent {
  title: string;
  start: DateTime;
  venueName: string | null;
}

/** A language's sentences (ICU messages). */
interface Sentences {
  found: string;
  nothing: string;
  noTown: string;
  more: string;
  item: string;
  in: string;
  when: Record<WindowKind, string>;
}

const SENTENCES: Record<AskLocale, Sentences> = {
  'en-GB': {
    found:
      'I found {more, select, yes {at least } other {}}{count, plural, one {one event} other {# events}} in {town} {when}{subject}: {items}.',
    nothing: 'I found nothing in {town} {when}{subject}.',
    noTown: 'Which town do you mean? The guide covers {towns}.',
    more: '{count, plural, one {one more} other {# more}}',
    item: '{title} ({day} {time}{venue, select, none {} other {, {venue}}})',
    in: '{when} in {town}',
    when: {
      now: 'on now',
      today: 'today',
      today_and_tomorrow: 'today and tomorrow',
      next_3_days: 'in the next three days',
      upcoming: 'in the coming months',
      tonight: 'tonight',
      tomorrow: 'tomorrow',
      weekend: 'this weekend',
      weekday: 'on {day}',
      this_week: 'this week',
      next_week: 'next week',
      date: 'on {date}',
      coming_days: 'in the next seven days',
    },
  },
  'es-ES': {
    found:
      'He encontrado {more, select, yes {al menos } other {}}{count, plural, one {un evento} other {# eventos}} en {town} {when}{subject}: {items}.',
    nothing: 'No he encontrado nada en {town} {when}{subject}.',
    noTown: '¿Qué ciudad? La guía cubre {towns}.',
    more: '{count, plural, one {uno más} other {# más}}',
    item: '{title} ({day} {time}{venue, select, none {} other {, {venue}}})',
    in: '{when} en {town}',
    when: {
      now: 'ahora mismo',
      today: 'hoy',
      today_and_tomorrow: 'hoy y mañana',
      next_3_days: 'en los próximos tres días',
      upcoming: 'en los próximos meses',
      tonight: 'esta noche',
      tomorrow: 'mañana',
      weekend: 'este fin de semana',
      weekday: 'el {day}',
      this_week: 'esta semana',
      next_week: 'la semana que viene',
      date: 'el {date}',
      coming_days: 'en los próximos siete días',
    },
  },
  'ca-ES': {
    found:
      'He trobat {more, select, yes {com a mínim } other {}}{count, plural, one {un esdeveniment} other {# esdeveniments}} a {town} {when}{subject}: {items}.',
    nothing: 'No he trobat res a {town} {when}{subject}.',
    noTown: 'Quina ciutat? La guia cobreix {towns}.',
    more: '{count, plural, one {un més} other {# més}}',
    item: '{title} ({day} {time}{venue, select, none {} other {, {venue}}})',
    in: '{when} a {town}',
    when: {
      now: 'ara mateix',
      today: 'avui',
      today_and_tomorrow: 'avui i demà',
      next_3_days: 'els propers tres dies',
      upcoming: 'els propers mesos',
      tonight: 'aquesta nit',
      tomorrow: 'demà',
      weekend: 'aquest cap de setmana',
      weekday: 'el {day}',
      this_week: 'aquesta setmana',
      next_week: 'la setmana que ve',
      date: 'el {date}',
      coming_days: 'els propers set dies',
    },
  },
  'de-DE': {
    found:
      'Ich habe {more, select, yes {mindestens } other {}}{count, plural, one {eine Veranstaltung} other {# Veranstaltungen}} in {town} {when}{subject} gefunden: {items}.',
    nothing: 'Ich habe in {town} {when}{subject} nichts gefunden.',
    noTown: 'Welche Stadt meinen Sie? Der Guide kennt {towns}.',
    more: '{count, plural, one {eine weitere} other {# weitere}}',
    item: '{title} ({day} {time}{venue, select, none {} other {, {venue}}})',
    in: '{when} in {town}',
    when: {
      now: 'gerade jetzt',
      today: 'heute',
      today_and_tomorrow: 'heute und morgen',
      next_3_days: 'in den nächsten drei Tagen',
      upcoming: 'in den nächsten Monaten',
      tonight: 'heute Abend',
      tomorrow: 'morgen',
      weekend: 'dieses Wochenende',
      weekday: 'am {day}',
      this_week: 'diese Woche',
      next_week: 'nächste Woche',
      date: 'am {date}',
      coming_days: 'in den nächsten sieben Tagen',
    },
  },
};

const formats = new Map<string, IntlMessageFormat>();
function say(locale: AskLocale, message: string, values: Record<string, string | number>): string {
  let format = formats.get(`${locale}\u0000${message}`);
  if (!format) {
    format = new IntlMessageFormat(message, locale);
    formats.set(`${locale}\u0000${message}`, format);
  }
  return String(format.format(values));
}

/** A category's name in the language: the first of its words there, capitalised. */
export function categoryLabel(locale: AskLocale, id: EventCategoryId): string {
  const word = WORDS[locale].categories[id]?.[0] ?? id;
  return word.charAt(0).toLocaleUpperCase(locale) + word.slice(1);
}

/** A short local label for an event's start: "Sat 21:00", "sáb 21:00". */
export const startLabel = (start: DateTime, locale: AskLocale) => start.setLocale(locale).toFormat('ccc HH:mm');

/** When, in words: "tonight", "on Saturday", "am 5. Dezember". */
export function whenOf(window: TimeWindow, locale: AskLocale): string {
  const day = window.from.setLocale(locale);
  return say(locale, SENTENCES[locale].when[window.kind], { day: day.toFormat('cccc'), date: day.toFormat('d MMMM') });
}

/** "{when} in {town}": what a suggestion asks. */
export const whenIn = (window: TimeWindow, town: string, locale: AskLocale) =>
  say(locale, SENTENCES[locale].in, { when: whenOf(window, locale), town });

/** What was asked for, in the language's words: "free", the categories, the words searched. */
export function subjectWords(understood: Understood, locale: AskLocale): string[] {
  return [
    ...(understood.free ? [WORDS[locale].freeLabel.toLocaleLowerCase(locale)] : []),
    ...understood.categories.map((id) => categoryLabel(locale, id).toLocaleLowerCase(locale)),
    ...(understood.q ? [`“${understood.q}”`] : []),
  ];
}

function subjectOf(understood: Understood, locale: AskLocale): string {
  const parts = subjectWords(understood, locale);
  return parts.length ? ` (${new Intl.ListFormat(locale, { type: 'conjunction' }).format(parts)})` : '';
}

/** How many events the answer names; the rest are counted. */
const NAMED = 3;

/**
 * The answer, from the events found and nothing else: how many, and the first few with day, time and venue; or that
 * there are none; or, without a town, which towns there are.
 */
export function answerText(understood: Understood, events: AnsweredEvent[], more: boolean, locale: AskLocale, towns: string[]): string {
  const sentences = SENTENCES[locale];
  if (!understood.town) return say(locale, sentences.noTown, { towns: new Intl.ListFormat(locale, { type: 'conjunction' }).format(towns) });
  const base = { town: understood.town.name, when: whenOf(understood.window, locale), subject: subjectOf(understood, locale) };
  if (events.length === 0) return say(locale, sentences.nothing, base);
  const named = events.slice(0, NAMED).map((event) => {
    const start = event.start.setLocale(locale);
    return say(locale, sentences.item, {
      title: event.title,
      day: start.toFormat('ccc d'),
      time: start.toFormat('HH:mm'),
      venue: event.venueName ?? 'none',
    });
  });
  const rest = events.length - named.length;
  const items = new Intl.ListFormat(locale, { type: 'conjunction' }).format(
    rest > 0 ? [...named, say(locale, sentences.more, { count: rest })] : named,
  );
  return say(locale, sentences.found, { ...base, count: events.length, more: more ? 'yes' : 'no', items });
}
