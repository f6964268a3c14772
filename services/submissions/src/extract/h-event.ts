import { mf2 } from 'microformats-parser';
import { sourceTime } from './times.ts';
import type { ExtractedEvent, ExtractedPlace } from './types.ts';

type Properties = Record<string, unknown[]>;
interface Microformat {
  type?: string[];
  properties?: Properties;
  value?: unknown;
}

const text = (values: unknown[] | undefined): string | undefined => {
  const value = values?.[0];
  if (typeof value === 'string') return value.trim() || undefined;
  if (value && typeof value === 'object') {
    const item = value as Microformat & { html?: string };
    if (typeof item.value === 'string') return item.value.trim() || undefined;
  }
  return undefined;
};

function placeOf(values: unknown[] | undefined): ExtractedPlace | undefined {
  const location = values?.[0];
  if (typeof location === 'string') return { name: location };
  const properties = (location as Microformat | undefined)?.properties;
  if (!properties) return undefined;
  const lat = Number(text(properties.latitude));
  const lng = Number(text(properties.longitude));
  return {
    name: text(properties.name),
    address: [text(properties['street-address']), text(properties.locality)].filter(Boolean).join(', ') || undefined,
    locality: text(properties.locality),
    country: text(properties['country-name']),
    ...(Number.isFinite(lat) && Number.isFinite(lng) && text(properties.latitude) ? { lat, lng } : {}),
  };
}

/** h-event microformats. */
export function fromHEvent(html: string, baseUrl: string): ExtractedEvent[] {
  let parsed: ReturnType<typeof mf2>;
  try {
    parsed = mf2(html, { baseUrl });
  } catch {
    return []; // the parser refuses pages without body content: no h-event there
  }
  const items: Microformat[] = [];
  const walk = (list: unknown[]) => {
    for (const item of list as Microformat[]) {
      if (item.type?.includes('h-event')) items.push(item);
      walk(((item as { children?: unknown[] }).children ?? []) as unknown[]);
    }
  };
  walk(parsed.items);
  return items.map((item) => {
    const properties = item.properties ?? {};
    return {
      format: 'h-event' as const,
      title: text(properties.name),
      description: text(properties.description) ?? text(properties.summary),
      start: sourceTime(text(properties.start)),
      end: sourceTime(text(properties.end)),
      place: placeOf(properties.location),
      imageUrl: text(properties.photo),
      categories: (properties.category ?? []).filter((c): c is string => typeof c === 'string'),
      url: text(properties.url),
    };
  });
}
