import { DateTime } from 'luxon';
import { publicUrls } from '@local-events/platform';
import type { SiteEventListItemFragment } from '../generated/operations.ts';

export type ListedEvent = SiteEventListItemFragment & { url: string; time: string };

/** An event as lists show it: its page, and its local start time as HH:mm. */
export const listed = (event: SiteEventListItemFragment, siteUrl: string): ListedEvent => ({
  ...event,
  url: publicUrls(siteUrl).event(event),
  time: event.startTimeLocal.slice(11, 16),
});

/** "Today", "Tomorrow", or "Saturday 28 November" (with the year when it is not this year), in the zone. */
export function dayLabel(date: string, timezone: string, now = DateTime.now()): string {
  const today = now.setZone(timezone).startOf('day');
  const day = DateTime.fromISO(date, { zone: timezone });
  const offset = Math.round(day.diff(today, 'days').days);
  if (offset === 0) return 'Today';
  if (offset === 1) return 'Tomorrow';
  return day.setLocale('en-GB').toFormat(day.year === today.year ? 'cccc d LLLL' : 'cccc d LLLL yyyy');
}

/** Events grouped by their local day, in order; `everyDay` lists days without events too, from `from` to `to`. */
export function byDay(events: ListedEvent[], timezone: string, range?: { from: string; to: string }) {
  const days = new Map<string, ListedEvent[]>();
  if (range) {
    for (let day = DateTime.fromISO(range.from); day <= DateTime.fromISO(range.to); day = day.plus({ days: 1 }))
      days.set(day.toISODate()!, []);
  }
  for (const event of events) {
    const date = event.startTimeLocal.slice(0, 10);
    days.set(date, [...(days.get(date) ?? []), event]);
  }
  return [...days.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([date, list]) => ({ date, label: dayLabel(date, timezone), events: list }));
}
