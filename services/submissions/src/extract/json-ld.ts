import type { CheerioAPI } from 'cheerio';
import { fromSchemaOrg, isEventNode, type Node } from './schema-org.ts';
import type { ExtractedEvent } from './types.ts';

/** Every node of a JSON-LD value: arrays, `@graph`, and the items of an ItemList (each ListItem's `item`). */
function* nodes(value: unknown): Generator<Node> {
  if (Array.isArray(value)) for (const item of value) yield* nodes(item);
  else if (value && typeof value === 'object') {
    const node = value as Node;
    yield node;
    for (const nested of [node['@graph'], node.itemListElement, node.item]) if (nested) yield* nodes(nested);
  }
}

/** schema.org events in JSON-LD, from a JSON document or the script blocks of a page. */
export function fromJsonLd(sources: string[]): ExtractedEvent[] {
  const events: ExtractedEvent[] = [];
  for (const source of sources) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(source);
    } catch {
      continue; // a broken block does not spoil the others
    }
    for (const node of nodes(parsed)) if (isEventNode(node)) events.push(fromSchemaOrg(node, 'json-ld'));
  }
  return events;
}

export const jsonLdBlocks = ($: CheerioAPI) =>
  $('script[type="application/ld+json"]')
    .toArray()
    .map((element) => $(element).text());
