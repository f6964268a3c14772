import { BlockList, SocketAddress } from 'node:net';
import ipaddr from 'ipaddr.js';
import { describe, expect, it } from 'vitest';
import { isPublicUnicast } from '../src/fetcher/address-policy.ts';

const ONES = 'ffff:ffff:ffff:ffff:ffff';

/**
 * Every refused block, written out independently of the implementation's table: its first address, one inside,
 * its last, and the public addresses just outside it (none when the neighbours are themselves refused, as for a
 * block inside a larger one or IPv6 outside 2000::/3).
 */
const BLOCKS: readonly (readonly [cidr: string, first: string, inside: string, last: string, outside: readonly string[]])[] = [
  ['0.0.0.0/8', '0.0.0.0', '0.1.2.3', '0.255.255.255', ['1.0.0.0']],
  ['0.0.0.0/32', '0.0.0.0', '0.0.0.0', '0.0.0.0', []],
  ['10.0.0.0/8', '10.0.0.0', '10.20.30.40', '10.255.255.255', ['9.255.255.255', '11.0.0.0']],
  ['100.64.0.0/10', '100.64.0.0', '100.100.100.200', '100.127.255.255', ['100.63.255.255', '100.128.0.0']],
  ['127.0.0.0/8', '127.0.0.0', '127.0.0.1', '127.255.255.255', ['126.255.255.255', '128.0.0.0']],
  ['169.254.0.0/16', '169.254.0.0', '169.254.169.254', '169.254.255.255', ['169.253.255.255', '169.255.0.0']],
  ['172.16.0.0/12', '172.16.0.0', '172.20.1.2', '172.31.255.255', ['172.15.255.255', '172.32.0.0']],
  ['192.0.0.0/24', '192.0.0.0', '192.0.0.9', '192.0.0.255', ['191.255.255.255', '192.0.1.0']],
  ['192.0.0.0/29', '192.0.0.0', '192.0.0.1', '192.0.0.7', ['191.255.255.255']],
  ['192.0.0.8/32', '192.0.0.8', '192.0.0.8', '192.0.0.8', []],
  ['192.0.0.9/32', '192.0.0.9', '192.0.0.9', '192.0.0.9', []],
  ['192.0.0.10/32', '192.0.0.10', '192.0.0.10', '192.0.0.10', []],
  ['192.0.0.170/32', '192.0.0.170', '192.0.0.170', '192.0.0.170', []],
  ['192.0.0.171/32', '192.0.0.171', '192.0.0.171', '192.0.0.171', []],
  ['192.0.2.0/24', '192.0.2.0', '192.0.2.1', '192.0.2.255', ['192.0.1.255', '192.0.3.0']],
  ['192.31.196.0/24', '192.31.196.0', '192.31.196.1', '192.31.196.255', ['192.31.195.255', '192.31.197.0']],
  ['192.52.193.0/24', '192.52.193.0', '192.52.193.1', '192.52.193.255', ['192.52.192.255', '192.52.194.0']],
  ['192.88.99.0/24', '192.88.99.0', '192.88.99.1', '192.88.99.255', ['192.88.98.255', '192.88.100.0']],
  ['192.88.99.2/32', '192.88.99.2', '192.88.99.2', '192.88.99.2', []],
  ['192.168.0.0/16', '192.168.0.0', '192.168.1.1', '192.168.255.255', ['192.167.255.255', '192.169.0.0']],
  ['192.175.48.0/24', '192.175.48.0', '192.175.48.6', '192.175.48.255', ['192.175.47.255', '192.175.49.0']],
  ['198.18.0.0/15', '198.18.0.0', '198.19.1.2', '198.19.255.255', ['198.17.255.255', '198.20.0.0']],
  ['198.51.100.0/24', '198.51.100.0', '198.51.100.1', '198.51.100.255', ['198.51.99.255', '198.51.101.0']],
  ['203.0.113.0/24', '203.0.113.0', '203.0.113.1', '203.0.113.255', ['203.0.112.255', '203.0.114.0']],
  ['224.0.0.0/4', '224.0.0.0', '239.255.255.250', '239.255.255.255', ['223.255.255.255']],
  ['240.0.0.0/4', '240.0.0.0', '250.1.2.3', '255.255.255.255', []],
  ['255.255.255.255/32', '255.255.255.255', '255.255.255.255', '255.255.255.255', []],

  ['::/128', '::', '::', '::', []],
  ['::1/128', '::1', '::1', '::1', []],
  ['::/96', '::', '::7f00:1', '::ffff:ffff', []], // ::7f00:1 is how a URL writes [::127.0.0.1]
  ['::ffff:0:0/96', '::ffff:0.0.0.0', '::ffff:127.0.0.1', '::ffff:255.255.255.255', []],
  ['::ffff:0:0:0/96', '::ffff:0:0.0.0.0', '::ffff:0:127.0.0.1', '::ffff:0:255.255.255.255', []],
  ['64:ff9b::/96', '64:ff9b::', '64:ff9b::127.0.0.1', '64:ff9b::255.255.255.255', []],
  ['64:ff9b:1::/48', '64:ff9b:1::', '64:ff9b:1:7f00:0:100::', `64:ff9b:1:${ONES}`, []],
  ['100::/64', '100::', '100::1', '100::ffff:ffff:ffff:ffff', []],
  ['100:0:0:1::/64', '100:0:0:1::', '100:0:0:1::1', '100:0:0:1:ffff:ffff:ffff:ffff', []],
  ['2001::/23', '2001::', '2001:100::1', `2001:1ff:ffff:${ONES}`, [`2000:ffff:ffff:${ONES}`, '2001:200::']],
  ['2001::/32', '2001::', '2001:0:4136:e378:8000:63bf:3fff:fdd2', `2001:0:ffff:${ONES}`, [`2000:ffff:ffff:${ONES}`]],
  ['2001:1::1/128', '2001:1::1', '2001:1::1', '2001:1::1', []],
  ['2001:1::2/128', '2001:1::2', '2001:1::2', '2001:1::2', []],
  ['2001:1::3/128', '2001:1::3', '2001:1::3', '2001:1::3', []],
  ['2001:2::/48', '2001:2::', '2001:2:0:1::1', `2001:2:0:${ONES}`, []],
  ['2001:3::/32', '2001:3::', '2001:3::1', `2001:3:ffff:${ONES}`, []],
  ['2001:4:112::/48', '2001:4:112::', '2001:4:112::1', `2001:4:112:${ONES}`, []],
  ['2001:10::/28', '2001:10::', '2001:12::1', `2001:1f:ffff:${ONES}`, []],
  ['2001:20::/28', '2001:20::', '2001:2a::1', `2001:2f:ffff:${ONES}`, []],
  ['2001:30::/28', '2001:30::', '2001:30::1', `2001:3f:ffff:${ONES}`, []],
  ['2001:db8::/32', '2001:db8::', '2001:db8::1', `2001:db8:ffff:${ONES}`, [`2001:db7:ffff:${ONES}`, '2001:db9::']],
  ['2002::/16', '2002::', '2002:7f00:1::1', `2002:ffff:ffff:${ONES}`, [`2001:ffff:ffff:${ONES}`, '2003::']],
  ['2620:4f:8000::/48', '2620:4f:8000::', '2620:4f:8000::6', `2620:4f:8000:${ONES}`, [`2620:4f:7fff:${ONES}`, '2620:4f:8001::']],
  ['3fff::/20', '3fff::', '3fff::1', `3fff:fff:ffff:${ONES}`, [`3ffe:ffff:ffff:${ONES}`, '3fff:1000::']],
  ['5f00::/16', '5f00::', '5f00::1', `5f00:ffff:ffff:${ONES}`, []],
  ['fc00::/7', 'fc00::', 'fd00:ec2::254', `fdff:ffff:ffff:${ONES}`, []],
  ['fe80::/10', 'fe80::', 'fe80::1', `febf:ffff:ffff:${ONES}`, []],
  ['fec0::/10', 'fec0::', 'fec0::1', `feff:ffff:ffff:${ONES}`, []],
  ['ff00::/8', 'ff00::', 'ff02::1', `ffff:ffff:ffff:${ONES}`, []],
];

/** Each IPv6 form that embeds an IPv4 address, with 93.184.215.14 (public) and with 127.0.0.1 inside. */
const EMBEDDING: readonly (readonly [form: string, withPublic: readonly string[], withLoopback: readonly string[]])[] = [
  ['IPv4-mapped ::ffff:0:0/96', ['::ffff:93.184.215.14', '::ffff:5db8:d70e'], ['::ffff:127.0.0.1', '::ffff:7f00:1']],
  ['IPv4-compatible ::/96', ['::93.184.215.14', '::5db8:d70e'], ['::127.0.0.1', '::7f00:1']],
  ['IPv4-translated ::ffff:0:0:0/96', ['::ffff:0:93.184.215.14', '::ffff:0:5db8:d70e'], ['::ffff:0:127.0.0.1', '::ffff:0:7f00:1']],
  ['NAT64 64:ff9b::/96', ['64:ff9b::93.184.215.14', '64:ff9b::5db8:d70e'], ['64:ff9b::127.0.0.1', '64:ff9b::7f00:1']],
  // RFC 6052 with a /48 prefix: 16 bits of the IPv4 address, the zero u octet, then the other 16 bits.
  ['NAT64 local use 64:ff9b:1::/48', ['64:ff9b:1:5db8:d7:e00::'], ['64:ff9b:1:7f00:0:100::']],
  ['6to4 2002::/16', ['2002:5db8:d70e::1'], ['2002:7f00:1::1']],
  // Teredo: the server's IPv4 address in bits 32-63, the client's inverted in the last 32 bits.
  ['Teredo 2001::/32', ['2001:0:5db8:d70e::a247:28f1'], ['2001:0:5db8:d70e::80ff:fffe', '2001:0:7f00:1::a247:28f1']],
];

describe('isPublicUnicast', () => {
  it.each(['93.184.215.14', '1.1.1.1', '8.8.8.8', '2606:4700:4700::1111', '2a00:1450:4001:80b::200e', '2000::', `3fff:ffff:ffff:${ONES}`])(
    'allows the public %s',
    (address) => {
      expect(isPublicUnicast(address)).toBe(true);
    },
  );

  it.each(BLOCKS)(
    'refuses %s from its first to its last address, and allows the public addresses around it',
    (cidr, first, inside, last, outside) => {
      // The table itself: first and last are the block's edges, the outside addresses are not in it.
      const [network = '', bits] = cidr.split('/');
      const type = network.includes(':') ? 'ipv6' : 'ipv4';
      const family = type === 'ipv6' ? ipaddr.IPv6 : ipaddr.IPv4;
      const canonical = (address: string) => new SocketAddress({ address, family: type }).address;
      expect(canonical(first)).toBe(canonical(family.networkAddressFromCIDR(cidr).toString()));
      expect(canonical(last)).toBe(canonical(family.broadcastAddressFromCIDR(cidr).toString()));
      const block = new BlockList();
      block.addSubnet(network, Number(bits), type);
      expect(block.check(inside, type)).toBe(true);
      for (const address of outside) expect(block.check(address, type), address).toBe(false);

      for (const address of [first, inside, last]) expect(isPublicUnicast(address), address).toBe(false);
      for (const address of outside) expect(isPublicUnicast(address), address).toBe(true);
    },
  );

  it('refuses IPv6 outside the global unicast space 2000::/3', () => {
    for (const address of [`1fff:ffff:ffff:${ONES}`, '4000::', '4000::1', 'e000::1']) expect(isPublicUnicast(address), address).toBe(false);
  });

  it.each(EMBEDDING)('refuses %s, whatever IPv4 address it carries', (_form, withPublic, withLoopback) => {
    for (const address of [...withPublic, ...withLoopback]) expect(isPublicUnicast(address), address).toBe(false);
  });

  it.each([
    ['empty', ''],
    ['a name', 'localhost'],
    ['a domain', 'example.org'],
    ['an octet out of range', '999.1.1.1'],
    ['three parts', '1.1.257'],
    ['a single number', '16843009'],
    ['hexadecimal', '0x5db8d70e'],
    ['leading zeros (octal to inet_aton)', '01.01.01.01'],
    ['surrounding space', ' 1.1.1.1 '],
    ['a CIDR', '1.1.1.1/32'],
    ['brackets', '[2606:4700:4700::1111]'],
    ['too many IPv6 groups', '1:2:3:4:5:6:7:8:9'],
    ['a zone id', 'fe80::1%eth0'],
    ['a zone id on a public address', '2606:4700:4700::1111%eth0'],
    ['a percent-encoded zone id', '2606:4700:4700::1111%25eth0'],
  ])('refuses what is not an IP address: %s (%s)', (_label, address) => {
    expect(isPublicUnicast(address)).toBe(false);
  });
});
