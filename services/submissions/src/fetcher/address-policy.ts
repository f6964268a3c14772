import { BlockList, isIP } from 'node:net';

/**
 * The fetcher's address policy: globally routable unicast only. An address is allowed when it lies in ALLOWED
 * and in none of the REFUSED blocks. REFUSED is every block of the IANA IPv4 and IPv6 Special-Purpose Address
 * Registries (RFC 6890, updated by RFC 8190; iana.org/assignments/iana-ipv4-special-registry and
 * iana-ipv6-special-registry), blocks inside a larger one included so that each can be checked against its
 * registry line, plus multicast and the deprecated IPv6 forms. Every IPv6 form that embeds an IPv4 address is
 * refused outright, never unwrapped: it reaches its IPv4 host through a relay or translator we cannot see.
 */
type Block = readonly [cidr: string, what: string];

/** Allowed before the refusals: all of IPv4, and of IPv6 only the global unicast space (RFC 4291 2.4). */
const ALLOWED = ['0.0.0.0/0', '2000::/3'];

const REFUSED: readonly Block[] = [
  ['0.0.0.0/8', '"this network" (RFC 791)'],
  ['0.0.0.0/32', '"this host on this network" (RFC 1122)'],
  ['10.0.0.0/8', 'private use (RFC 1918)'],
  ['100.64.0.0/10', 'shared address space, carrier-grade NAT (RFC 6598)'],
  ['127.0.0.0/8', 'loopback (RFC 1122)'],
  ['169.254.0.0/16', 'link-local, cloud metadata at 169.254.169.254 (RFC 3927)'],
  ['172.16.0.0/12', 'private use (RFC 1918)'],
  // Refused whole: IANA marks 192.0.0.9 and 192.0.0.10 globally reachable, but they are PCP and TURN anycast service addresses, never an event page.
  ['192.0.0.0/24', 'IETF protocol assignments (RFC 6890)'],
  ['192.0.0.0/29', 'IPv4 service continuity prefix, DS-Lite (RFC 7335)'],
  ['192.0.0.8/32', 'IPv4 dummy address (RFC 7600)'],
  ['192.0.0.9/32', 'Port Control Protocol anycast (RFC 7723)'],
  ['192.0.0.10/32', 'TURN anycast (RFC 8155)'],
  ['192.0.0.170/32', 'NAT64/DNS64 discovery (RFC 8880)'],
  ['192.0.0.171/32', 'NAT64/DNS64 discovery (RFC 8880)'],
  ['192.0.2.0/24', 'documentation, TEST-NET-1 (RFC 5737)'],
  // Globally reachable per IANA, refused: AS112 servers only sink reverse-DNS queries, an event page never lives there.
  ['192.31.196.0/24', 'AS112-v4 (RFC 7535)'],
  // Globally reachable per IANA, refused: AMT relays are multicast tunnel infrastructure, not web hosts.
  ['192.52.193.0/24', 'Automatic Multicast Tunneling (RFC 7450)'],
  ['192.88.99.0/24', '6to4 relay anycast, deprecated (RFC 7526)'],
  ['192.88.99.2/32', '6a44 relay anycast (RFC 6751)'],
  ['192.168.0.0/16', 'private use (RFC 1918)'],
  // Globally reachable per IANA, refused: AS112 servers only sink reverse-DNS queries, an event page never lives there.
  ['192.175.48.0/24', 'AS112 direct delegation (RFC 7534)'],
  ['198.18.0.0/15', 'benchmarking (RFC 2544)'],
  ['198.51.100.0/24', 'documentation, TEST-NET-2 (RFC 5737)'],
  ['203.0.113.0/24', 'documentation, TEST-NET-3 (RFC 5737)'],
  ['224.0.0.0/4', 'multicast (RFC 5771; IANA multicast registry)'],
  ['240.0.0.0/4', 'reserved (RFC 1112)'],
  ['255.255.255.255/32', 'limited broadcast (RFC 919)'],

  ['::/128', 'unspecified (RFC 4291)'],
  ['::1/128', 'loopback (RFC 4291)'],
  ['::/96', 'IPv4-compatible, deprecated (RFC 4291 2.5.5.1): embeds IPv4'],
  ['::ffff:0:0/96', 'IPv4-mapped (RFC 4291): embeds IPv4'],
  ['::ffff:0:0:0/96', 'IPv4-translated, SIIT (RFC 2765): embeds IPv4'],
  // Globally reachable per IANA, refused: it embeds an IPv4 address that a NAT64 translator, not this policy, would pick.
  ['64:ff9b::/96', 'IPv4/IPv6 translation, well-known prefix (RFC 6052): embeds IPv4'],
  ['64:ff9b:1::/48', 'IPv4/IPv6 translation, local use (RFC 8215): embeds IPv4'],
  ['100::/64', 'discard-only (RFC 6666)'],
  ['100:0:0:1::/64', 'dummy IPv6 prefix (RFC 9780)'],
  ['2001::/23', 'IETF protocol assignments (RFC 2928), holding the ten blocks listed under it'],
  ['2001::/32', 'Teredo (RFC 4380): embeds IPv4'],
  // Globally reachable per IANA, refused: PCP, TURN and DNS-SD SRP anycast service addresses, never an event page.
  ['2001:1::1/128', 'Port Control Protocol anycast (RFC 7723)'],
  ['2001:1::2/128', 'TURN anycast (RFC 8155)'],
  ['2001:1::3/128', 'DNS-SD service registration anycast (RFC 9665)'],
  ['2001:2::/48', 'benchmarking (RFC 5180)'],
  // Globally reachable per IANA, refused: AMT relays are multicast tunnel infrastructure, not web hosts.
  ['2001:3::/32', 'Automatic Multicast Tunneling (RFC 7450)'],
  // Globally reachable per IANA, refused: AS112 servers only sink reverse-DNS queries, an event page never lives there.
  ['2001:4:112::/48', 'AS112-v6 (RFC 7535)'],
  ['2001:10::/28', 'ORCHID, deprecated (RFC 4843)'],
  // Globally reachable per IANA, refused: ORCHIDv2 and DETs are cryptographic identifiers, not locators a web server sits at.
  ['2001:20::/28', 'ORCHIDv2 (RFC 7343)'],
  ['2001:30::/28', 'drone remote ID entity tags (RFC 9374)'],
  ['2001:db8::/32', 'documentation (RFC 3849)'],
  ['2002::/16', '6to4 (RFC 3056): embeds IPv4'],
  // Globally reachable per IANA, refused: AS112 servers only sink reverse-DNS queries, an event page never lives there.
  ['2620:4f:8000::/48', 'AS112 direct delegation (RFC 7534)'],
  ['3fff::/20', 'documentation (RFC 9637)'],
  ['5f00::/16', 'SRv6 segment identifiers (RFC 9602)'],
  ['fc00::/7', 'unique local (RFC 4193)'],
  ['fe80::/10', 'link-local (RFC 4291)'],
  ['fec0::/10', 'site-local, deprecated (RFC 3879)'],
  ['ff00::/8', 'multicast (RFC 4291)'],
];

/**
 * One BlockList per family, each asked only about its own family: Node also matches an IPv4 address against
 * IPv4-mapped IPv6 rules and the other way round. (ipaddr.js is not used: it reads the IPv4-compatible ::a.b.c.d
 * as the IPv4-mapped ::ffff:a.b.c.d.)
 */
function blockLists(cidrs: readonly string[]) {
  const lists = { ipv4: new BlockList(), ipv6: new BlockList() };
  for (const cidr of cidrs) {
    const [network = '', bits] = cidr.split('/');
    const type = isIP(network) === 4 ? 'ipv4' : 'ipv6';
    lists[type].addSubnet(network, Number(bits), type);
  }
  return lists;
}

const allowed = blockLists(ALLOWED);
const refused = blockLists(REFUSED.map(([cidr]) => cidr));

/**
 * Whether the fetcher may connect to `address`. Only what Node accepts as an IP address (dotted-quad IPv4
 * without leading zeros, IPv6) is considered; anything else, and any IPv6 zone id, is refused.
 */
export function isPublicUnicast(address: string): boolean {
  const family = isIP(address);
  if (family === 0 || address.includes('%')) return false;
  const type = family === 4 ? 'ipv4' : 'ipv6';
  return allowed[type].check(address, type) && !refused[type].check(address, type);
}
