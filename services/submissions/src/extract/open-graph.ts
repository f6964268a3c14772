import type { CheerioAPI } from 'cheerio';
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

/** The last resort for pages with nothing better: an "event" that is a title and what else the tags say. */
export function fromOpenGraph($: CheerioAPI): ExtractedEvent | undefined {
  const tags = openGraphTags($);
  return tags.title ? { format: 'open-graph', ...tags } : undefined;
}
