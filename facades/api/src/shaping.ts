import { publicUrls } from '@local-events/platform';
import type { EventSummaryData } from './operations/events.ts';
import type { ZoneData } from './operations/locations.ts';

/** GraphQL timestamps -> the wire format (UTC, milliseconds, Z) whatever the scalar printed. */
export const toUtc = (timestamp: string) => new Date(timestamp).toISOString();
export const toUtcOrNull = (timestamp: string | null) => (timestamp === null ? null : toUtc(timestamp));

export const eventSummary = (event: EventSummaryData) => ({
  uuid: event.uuid,
  title: event.title,
  startTime: toUtc(event.startTime),
  venueName: event.venue?.name ?? null,
  zoneId: event.zoneId,
});

export const zone = (data: ZoneData, siteUrl: string) => ({ ...data, url: publicUrls(siteUrl).town(data) });
