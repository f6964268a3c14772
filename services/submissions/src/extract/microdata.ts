import type { CheerioAPI } from 'cheerio';
import type { Element } from 'domhandler';
import { fromSchemaOrg, isEventNode, type Node } from './schema-org.ts';
import type { ExtractedEvent } from './types.ts';

/** The value of an itemprop element, as the microdata specification reads it. */
function propertyValueOf($: CheerioAPI, element: Element): unknown {
  const $element = $(element);
  if ($element.is('[itemscope]')) return itemOf($, element);
  for (const attribute of ['content', 'datetime', 'href', 'src']) {
    const value = $element.attr(attribute);
    if (value !== undefined) return value;
  }
  return $element.text().replace(/\s+/g, ' ').trim();
}

/** An itemscope as a schema.org node: its own properties, not those of scopes nested in it. */
function itemOf($: CheerioAPI, scope: Element): Node {
  const node: Node = { '@type': ($(scope).attr('itemtype') ?? '').split(/\s+/)[0] };
  $(scope)
    .find('[itemprop]')
    .filter((_, element) => $(element).parent().closest('[itemscope]').get(0) === scope)
    .each((_, element) => {
      for (const name of ($(element).attr('itemprop') ?? '').split(/\s+/).filter(Boolean)) node[name] ??= propertyValueOf($, element);
    });
  return node;
}

export function fromMicrodata($: CheerioAPI): ExtractedEvent[] {
  return $('[itemscope][itemtype]')
    .toArray()
    .map((scope) => itemOf($, scope))
    .filter(isEventNode)
    .map((node) => fromSchemaOrg(node, 'microdata'));
}
