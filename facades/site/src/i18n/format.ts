import { DateTime } from 'luxon';
import type { SiteLanguage } from './languages.ts';
import type { Translate } from './messages.ts';

/**
 * The locale dates, times, numbers and distances are written in: the page's language with the town's country
 * ("en-US" in New York reads a 12-hour clock, "en-GB" in London a 24-hour one); the language alone without a town.
 */
export function formatLocale(language: SiteLanguage, countryCode?: string | null): string {
  if (!countryCode || !/^[a-z]{2}$/i.test(countryCode)) return language;
  return Intl.DateTimeFormat.supportedLocalesOf([`${language.slice(0, 2)}-${countryCode.toUpperCase()}`])[0] ?? language;
}

const local = (iso: string, locale: string) => DateTime.fromISO(iso, { setZone: true }).setLocale(locale);

/** "19:30", or "7:30 PM" where the locale's clock has 12 hours: a local time with its offset, as written there. */
export const timeOf = (localIso: string, locale: string) => local(localIso, locale).toLocaleString(DateTime.TIME_SIMPLE);

/** "Saturday 28 November 2026, 19:30–22:00" (by the locale's conventions), in the event's own time. */
export function whenOf(startLocal: string, endLocal: string | null | undefined, locale: string): string {
  const start = local(startLocal, locale);
  const day = start.toLocaleString({ weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', hour: 'numeric', minute: '2-digit' });
  if (!endLocal) return day;
  const end = local(endLocal, locale);
  return end.hasSame(start, 'day')
    ? `${day} – ${end.toLocaleString(DateTime.TIME_SIMPLE)}`
    : `${day} – ${end.toLocaleString({ weekday: 'long', day: 'numeric', month: 'long', hour: 'numeric', minute: '2-digit' })}`;
}

/** "Today", "Tomorrow", or "Saturday 28 November" (with the year when it is not this year), in the zone. */
export function dayLabel(date: string, timezone: string, t: Translate, locale: string, now = DateTime.now()): string {
  const today = now.setZone(timezone).startOf('day');
  const day = DateTime.fromISO(date, { zone: timezone }).setLocale(locale);
  const offset = Math.round(day.diff(today, 'days').days);
  if (offset === 0) return t('day.today');
  if (offset === 1) return t('day.tomorrow');
  return day.toLocaleString({ weekday: 'long', day: 'numeric', month: 'long', ...(day.year === today.year ? {} : { year: 'numeric' }) });
}

/** "28 Nov – 28 Dec" (years when they are not this year): the days a search covers, both included. */
export function dayRangeLabel(from: DateTime, to: DateTime, locale: string): string {
  const format = (day: DateTime) =>
    day
      .setLocale(locale)
      .toLocaleString({ day: 'numeric', month: 'short', ...(day.year === DateTime.now().year ? {} : { year: 'numeric' }) });
  return from.hasSame(to, 'day') ? format(from) : `${format(from)} – ${format(to)}`;
}

/** Regions whose roads and signs measure in miles. */
const MILES = new Set(['GB', 'US', 'LR', 'MM']);

/** "1.2 km", or "0.8 mi" where the locale's region measures in miles. */
export function distanceOf(metres: number, locale: string): string {
  const region = new Intl.Locale(locale).maximize().region ?? '';
  const miles = MILES.has(region);
  const value = miles ? metres / 1609.344 : metres / 1000;
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: miles ? 'mile' : 'kilometer',
    unitDisplay: 'short',
    maximumFractionDigits: value < 10 ? 1 : 0,
  }).format(value);
}

/** "5 km", in the language: the radii "near me" offers are kilometres everywhere. */
export const kilometresOf = (km: number, language: SiteLanguage) =>
  new Intl.NumberFormat(language, { style: 'unit', unit: 'kilometer', unitDisplay: 'short' }).format(km);

/** The name of a zone's clock as people say it: "London time", "hora de Londres", from a place that keeps it. */
export const clockName = (place: string, t: Translate) => t('time.clock', { place });

/** "Europe/London" as a place: "London"; "America/New_York": "New York". */
export const zoneCity = (zone: string) => (zone.split('/').pop() ?? zone).replace(/_/g, ' ');

/** A zone's name in a language ("Londres" in es-ES), from its names in other languages; its own name otherwise. */
export function nameIn(zone: { name: string; localNames?: { language: string; name: string }[] | null }, language: SiteLanguage): string {
  const subtag = language.slice(0, 2);
  return zone.localNames?.find((local) => local.language === language || local.language === subtag)?.name ?? zone.name;
}
