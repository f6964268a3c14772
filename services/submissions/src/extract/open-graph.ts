import type { CheerioAPI } from 'cheerio';
import { sourceTime } from './times.ts';
import type { ExtractedEvent } from './types.ts';

/** Open Graph tags (and the page title): a title, description and image at best. */
export function openGraphTags($: CheerioAPI): Pick<ExtractedEvent, 'title' | 'description' | 'imageUrl' | 'url'> {
  const meta = (property: string) => $(`meta[property="${property}"]`).attr('content')?.trim() || undefined;
  return {
    title: meta('og:title') ?? ($('title').first().text().trim() || undefined),
    description: meta('og:description'),
    imageUrl: meta('og:image'),
    url: meta('og:url'),
  };
}

/**
 * The last resort for pages with nothing better: a title and what else the tags say, with the times of
 * `og:type` event pages (`event:start_time`, `event:end_time`) when they have them.
 */
export function fromOpenGraph($: CheerioAPI): ExtractedEvent | undefined {
  const tags = openGraphTags($);
  const time = (property: string) => sourceTime($(`meta[property="${property}"]`).attr('content'));
  return tags.title ? { format: 'open-graph', ...tags, start: time('event:start_time'), end: time('event:end_time') } : undefined;
}
