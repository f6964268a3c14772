import { load } from 'cheerio';
import { fromHEvent } from './h-event.ts';
import { fromICalendar } from './icalendar.ts';
import { fromJsonLd, jsonLdBlocks } from './json-ld.ts';
import { fromMicrodata } from './microdata.ts';
import { fromOpenGraph, openGraphTags } from './open-graph.ts';
import type { ExtractedEvent } from './types.ts';

const complete = (event: ExtractedEvent) => Boolean(event.title && event.start);

/**
 * The event a fetched document describes: schema.org JSON-LD first, then microdata, then h-event, for HTML;
 * iCalendar and JSON-LD documents as themselves. Open Graph is the last resort, and fills in a title,
 * description or image that the better source lacked. Undefined when the document describes no event.
 */
export function extractEvent(document: { url: string; contentType: string; body: string }): ExtractedEvent | undefined {
  if (document.contentType === 'text/calendar') return fromICalendar(document.body)[0];
  if (document.contentType === 'application/ld+json' || document.contentType === 'application/json') return fromJsonLd([document.body])[0];
  const $ = load(document.body);
  const candidates = [...fromJsonLd(jsonLdBlocks($)), ...fromMicrodata($), ...fromHEvent(document.body, document.url)];
  const best = candidates.find(complete) ?? candidates.find((event) => event.title) ?? candidates[0];
  if (!best) return fromOpenGraph($);
  const tags = openGraphTags($);
  return {
    ...best,
    title: best.title ?? tags.title,
    description: best.description ?? tags.description,
    imageUrl: best.imageUrl ?? tags.imageUrl,
  };
}

/** The event fields a submission still lacks, for the submitter and the reviewer. */
export function missingFields(event: ExtractedEvent | undefined): string[] {
  if (!event) return ['title', 'startTime', 'endTime', 'location', 'description'];
  const missing: string[] = [];
  if (!event.title) missing.push('title');
  if (!event.start) missing.push('startTime');
  if (!event.end) missing.push('endTime');
  if (!event.place) missing.push('location');
  if (!event.description) missing.push('description');
  return missing;
}
