import { categoriesOf } from '@local-events/contracts';
import { publicUrls } from '@local-events/platform';
import type { SiteEventListItemFragment } from '../generated/operations.ts';
import { dayLabel, distanceOf, timeOf } from '../i18n/format.ts';
import type { SiteLanguage } from '../i18n/languages.ts';
import type { Translate } from '../i18n/messages.ts';

/** How a page writes what it lists: its language, the locale of its dates and numbers, its translator. */
export interface Writing {
  language: SiteLanguage;
  locale: string;
  t: Translate;
}

/** The guide's categories an event's words put it in (its own words, "jazz" or "live", map onto "music"), named in the language. */
export const categoryLabels = (words: readonly string[], t: Translate) => categoriesOf(words).map((id) => t('category.label', { id }));

export type ListedEvent = SiteEventListItemFragment & {
  /** The guide's categories, named in the page's language. */
  categoryNames: string[];
  url: string;
  time: string;
  zoneName: string | null;
  price: string | null;
  picture: string | null;
  distanceText: string | null;
};

/**
 * A picture the page may show: https (the page's policy loads pictures from https and this site alone), or one of
 * this site's own (the demo pictures, served over http in development).
 */
export function pictureOf(imageUrl: string | null | undefined, siteUrl: string): string | null {
  if (!imageUrl) return null;
  if (imageUrl.startsWith('https://')) return imageUrl;
  return new URL(imageUrl, siteUrl).origin === new URL(siteUrl).origin ? imageUrl : null;
}

/** An event as lists show it: its page, its local start time, its place's zone in the language, price and picture. */
export const listed = (
  event: SiteEventListItemFragment & { distance?: number | null },
  siteUrl: string,
  writing: Writing,
): ListedEvent => ({
  ...event,
  url: publicUrls(siteUrl).event(event),
  time: timeOf(event.startTimeLocal, writing.locale),
  zoneName: event.zone?.nameIn ?? null,
  price: event.isFree ? writing.t('event.free') : event.priceInfo || null,
  categoryNames: categoryLabels(event.categories, writing.t),
  picture: pictureOf(event.imageUrl, siteUrl),
  // Miles for English readers where roads measure in miles (GB, US); kilometres for the other languages' readers.
  distanceText:
    event.distance == null ? null : distanceOf(event.distance, writing.language === 'en-GB' ? writing.locale : writing.language),
});

/** Events grouped by their local day, in order; with `range`, days without events are listed too. */
export function byDay(events: ListedEvent[], timezone: string, writing: Writing, range?: { from: string; to: string }) {
  const days = new Map<string, ListedEvent[]>();
  if (range) {
    for (let day = Date.parse(range.from); day <= Date.parse(range.to); day += 86_400_000)
      days.set(new Date(day).toISOString().slice(0, 10), []);
  }
  for (const event of events) {
    const date = event.startTimeLocal.slice(0, 10);
    days.set(date, [...(days.get(date) ?? []), event]);
  }
  return [...days.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([date, list]) => ({ date, label: dayLabel(date, timezone, writing.t, writing.locale), events: list }));
}
