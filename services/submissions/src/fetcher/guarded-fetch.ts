import { lookup } from 'node:dns/promises';
import { isIP, type LookupFunction } from 'node:net';
import { Agent, request } from 'undici';
import { isPublicUnicast } from './address-policy.ts';
import { hostPort } from './allow-hosts.ts';

export type RefusalReason =
  | 'scheme'
  | 'credentials'
  | 'port'
  | 'address'
  | 'dns'
  | 'redirects'
  | 'status'
  | 'content_type'
  | 'too_large'
  | 'timeout'
  | 'network';

/** A URL the fetcher will not fetch (or stopped fetching), with a reason a person can act on. */
export class FetchRefused extends Error {
  constructor(
    readonly reason: RefusalReason,
    message: string,
  ) {
    super(message);
  }
}

export interface FetchLimits {
  /** `host:port` pairs allowed although not public (SCRAPE_ALLOW_HOSTS). */
  allowHosts: ReadonlySet<string>;
  maxBytes: number;
  connectTimeoutMs: number;
  totalTimeoutMs: number;
  maxRedirects: number;
}

export const DEFAULT_LIMITS: Omit<FetchLimits, 'allowHosts'> = {
  maxBytes: 2 * 1024 * 1024,
  connectTimeoutMs: 5_000,
  totalTimeoutMs: 15_000,
  maxRedirects: 5,
};

/** What the extractors read: HTML/XHTML, JSON-LD (also served as JSON) and iCalendar. */
const ACCEPTED_TYPES = ['text/html', 'application/xhtml+xml', 'application/ld+json', 'application/json', 'text/calendar'];

/**
 * What the fetcher consults about a target before it connects. Production always uses PUBLIC_INTERNET; a test
 * substitutes it to reach a local server by name through the same pinned connection code.
 */
export interface TargetPolicy {
  /** Every address `host` resolves to. */
  resolve(host: string): Promise<readonly { address: string }[]>;
  /** Whether the fetcher may connect to `address`. */
  allowsAddress(address: string): boolean;
  /** Whether the fetcher may connect to the port of `url` (default: the scheme's default port only). */
  allowsPort(url: URL): boolean;
}

export const PUBLIC_INTERNET: TargetPolicy = {
  resolve: (host) => lookup(host, { all: true, verbatim: true }),
  allowsAddress: isPublicUnicast,
  allowsPort: (url) => !url.port || url.port === (url.protocol === 'https:' ? '443' : '80'),
};

export interface FetchedDocument {
  /** Where the content finally came from, after redirects. */
  url: string;
  contentType: string;
  body: string;
  /** The validators to ask with next time (a followed source's conditional request). */
  etag?: string;
  lastModified?: string;
  /** The server answered 304 to a conditional request: nothing changed, and `body` is empty. */
  notModified?: boolean;
}

/** What a conditional request sends: the validators of the last answer. */
export interface Validators {
  etag?: string | null;
  lastModified?: string | null;
}

/** The one address to connect to for `url`, after checking it (and every address the name resolves to); null for an allowed host. */
export async function checkTarget(
  url: URL,
  limits: FetchLimits,
  policy: TargetPolicy = PUBLIC_INTERNET,
): Promise<{ address: string; family: 4 | 6 } | null> {
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new FetchRefused('scheme', `Only http and https URLs are fetched, not ${url.protocol}`);
  if (url.username || url.password) throw new FetchRefused('credentials', 'URLs with credentials are not fetched.');
  if (limits.allowHosts.has(hostPort(url))) return null;
  if (!policy.allowsPort(url)) throw new FetchRefused('port', `Only the default port is fetched, not ${url.port}.`);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const literal = isIP(host);
  const addresses = literal
    ? [{ address: host }]
    : await policy.resolve(host).catch(() => {
        throw new FetchRefused('dns', `The name ${host} does not resolve.`);
      });
  // Every address must be public: a name that also resolves to an internal one is refused outright.
  const refused = addresses.find((entry) => !policy.allowsAddress(entry.address));
  const first = addresses[0];
  if (refused || !first)
    throw new FetchRefused(
      'address',
      `${host} is not a public address${refused && !literal ? ` (it resolves to ${refused.address})` : ''}.`,
    );
  // The family is read from the address itself (the policy only accepts IP addresses), not taken from the resolver.
  const family = isIP(first.address);
  if (family !== 4 && family !== 6) throw new FetchRefused('address', `${host} is not a public address.`);
  return { address: first.address, family };
}

/**
 * A DNS lookup for the connection that answers only the checked address, whatever the name and however often
 * it is asked: the connection goes where the policy looked, not to a second DNS answer. net.connect asks with
 * `all: true` (autoSelectFamily, the default since Node 20) and then expects a list of `{ address, family }`,
 * otherwise a single address and its family.
 */
export function pinnedLookup(target: { address: string; family: 4 | 6 }): LookupFunction {
  return (_hostname, options, done) => {
    if (options?.all) done(null, [{ address: target.address, family: target.family }]);
    else done(null, target.address, target.family);
  };
}

async function readCapped(body: AsyncIterable<Buffer>, maxBytes: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body) {
    size += chunk.length;
    if (size > maxBytes) throw new FetchRefused('too_large', `The page is larger than ${Math.round(maxBytes / 1024)} kB.`);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/**
 * Fetches a submitted URL as an untrusted one: http(s) only, default ports only, DNS resolved once and the
 * connection pinned to the address that was checked (literal IPs are checked too), every redirect checked
 * the same way (at most `maxRedirects`), connect and total timeouts, a size cap and accepted content types.
 */
export async function guardedFetch(
  input: string,
  limits: FetchLimits,
  policy: TargetPolicy = PUBLIC_INTERNET,
  validators: Validators = {},
): Promise<FetchedDocument> {
  const deadline = AbortSignal.timeout(limits.totalTimeoutMs);
  let url: URL;
  try {
    url = new URL(input);
  } catch {
    throw new FetchRefused('scheme', 'Not a URL.');
  }
  for (let redirects = 0; ; redirects++) {
    const pinned = await checkTarget(url, limits, policy);
    const agent = new Agent({
      connect: {
        timeout: limits.connectTimeoutMs,
        ...(pinned ? { lookup: pinnedLookup(pinned) } : {}),
      },
    });
    try {
      const response = await request(url, {
        method: 'GET',
        dispatcher: agent,
        signal: deadline,
        headers: {
          'user-agent': 'LocalEventsBot/1.0 (+event submission)',
          accept: 'text/html,application/xhtml+xml,application/ld+json,text/calendar;q=0.9,*/*;q=0.1',
          ...(validators.etag ? { 'if-none-match': validators.etag } : {}),
          ...(validators.lastModified ? { 'if-modified-since': validators.lastModified } : {}),
        },
      });
      if (response.statusCode === 304 && (validators.etag || validators.lastModified)) {
        await response.body.dump();
        return { url: url.toString(), contentType: '', body: '', notModified: true };
      }
      if (response.statusCode >= 300 && response.statusCode < 400 && response.headers.location) {
        await response.body.dump();
        if (redirects >= limits.maxRedirects) throw new FetchRefused('redirects', `More than ${limits.maxRedirects} redirects.`);
        url = new URL(String(response.headers.location), url);
        continue;
      }
      if (response.statusCode !== 200) {
        await response.body.dump();
        throw new FetchRefused('status', `The page answered ${response.statusCode}.`);
      }
      const contentType = String(response.headers['content-type'] ?? '')
        .split(';')[0]!
        .trim()
        .toLowerCase();
      if (!ACCEPTED_TYPES.includes(contentType)) {
        await response.body.dump();
        throw new FetchRefused('content_type', `Pages of type ${contentType || 'unknown'} are not read.`);
      }
      const declared = Number(response.headers['content-length'] ?? 0);
      if (declared > limits.maxBytes) {
        await response.body.dump();
        throw new FetchRefused('too_large', `The page is larger than ${Math.round(limits.maxBytes / 1024)} kB.`);
      }
      const body = await readCapped(response.body, limits.maxBytes);
      const header = (name: string) => (typeof response.headers[name] === 'string' ? (response.headers[name] as string) : undefined);
      return {
        url: url.toString(),
        contentType,
        body: body.toString('utf8'),
        ...(header('etag') ? { etag: header('etag') } : {}),
        ...(header('last-modified') ? { lastModified: header('last-modified') } : {}),
      };
    } catch (error) {
      if (error instanceof FetchRefused) throw error;
      if (deadline.aborted || (error as { code?: string }).code === 'UND_ERR_CONNECT_TIMEOUT') {
        throw new FetchRefused('timeout', `The page did not answer within ${Math.round(limits.totalTimeoutMs / 1000)} s.`);
      }
      throw new FetchRefused('network', `The page could not be fetched (${(error as Error).message}).`);
    } finally {
      await agent.close().catch(() => {});
    }
  }
}
