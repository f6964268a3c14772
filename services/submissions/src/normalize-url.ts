/** Query parameters that only track where a visitor came from; they do not change the page. */
const TRACKING = /^(utm_[a-z]+|fbclid|gclid|dclid|msclkid|mc_cid|mc_eid|igshid|ref|ref_src|_hsenc|_hsmi|yclid)$/i;

/**
 * The form of a submitted URL that duplicates are found by: lower-case scheme and host, no default port,
 * no fragment, no tracking parameters, the remaining parameters sorted, no trailing slash on the path
 * (but the root). Null for anything that is not an http(s) URL.
 */
export function normalizeUrl(input: string): string | null {
  let url: URL;
  try {
    url = new URL(input.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  url.hash = '';
  url.username = '';
  url.password = '';
  url.hostname = url.hostname.toLowerCase().replace(/\.$/, '');
  const kept = [...url.searchParams]
    .filter(([name]) => !TRACKING.test(name))
    .sort(([a, x], [b, y]) => a.localeCompare(b) || x.localeCompare(y));
  url.search = new URLSearchParams(kept).toString();
  if (url.pathname.length > 1) url.pathname = url.pathname.replace(/\/+$/, '');
  return url.toString();
}
