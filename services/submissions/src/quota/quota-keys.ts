import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';
import { getDomain } from 'tldts';

/**
 * Who a submission is counted against. A client is its IPv4 address, or the /64 network of its IPv6 address (one
 * subscriber gets a whole /64, so counting single IPv6 addresses would give each caller billions of quotas); an
 * IPv4 address written as IPv6 (`::ffff:192.0.2.1`) is that IPv4 address.
 */
export function clientKey(address: string | undefined): string {
  if (!address || !isIP(address)) return 'unknown';
  return addressKey(ipaddr.process(address));
}

/** An IPv4 address itself, an IPv6 address its /64 network. */
function addressKey(address: ipaddr.IPv4 | ipaddr.IPv6): string {
  if (address.kind() === 'ipv4') return address.toString();
  return `${(address as ipaddr.IPv6).parts
    .slice(0, 4)
    .map((part) => part.toString(16))
    .join(':')}::/64`;
}

/**
 * The site a submitted URL belongs to, by the Public Suffix List: `events.example.co.uk`, `www.EXAMPLE.co.uk.` and
 * `example.co.uk` are all `example.co.uk`, while each `*.github.io` site is its own. Hostnames arrive lower-cased
 * and IDNA-encoded (punycode) from URL parsing; a trailing dot is dropped. An IP address is a key as a client's is
 * (an IPv6 address its /64, which one server may answer on whole). False for
 * what is not an http(s) URL (such a request is refused anyway; its client is still counted).
 */
export function sourceDomain(url: string): string | false {
  let hostname: string;
  try {
    const parsed = new URL(url);
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return false;
    hostname = parsed.hostname.replace(/\.+$/, '');
  } catch {
    return false;
  }
  if (!hostname) return false;
  const literal = hostname.startsWith('[') ? hostname.slice(1, -1) : hostname;
  if (isIP(literal)) return addressKey(ipaddr.process(literal));
  // Not validated: a name the parser would reject (`-a.example.org`, `a!b.example.org`) is still that site's.
  return getDomain(hostname, { allowPrivateDomains: true, validateHostname: false }) ?? hostname;
}
