import { describe, expect, it } from 'vitest';
import { isPublicUnicast } from '../src/fetcher/address-policy.ts';

describe('isPublicUnicast', () => {
  it.each(['93.184.215.14', '8.8.8.8', '2606:4700:4700::1111', '::ffff:93.184.215.14', '64:ff9b::808:808', '2002:5db8:d70e::1'])('allows the public %s', (address) => {
    expect(isPublicUnicast(address)).toBe(true);
  });

  it.each([
    ['loopback', '127.0.0.1'],
    ['loopback, elsewhere in 127/8', '127.1.2.3'],
    ['IPv6 loopback', '::1'],
    ['unspecified', '0.0.0.0'],
    ['IPv6 unspecified', '::'],
    ['private 10/8', '10.0.0.1'],
    ['private 172.16/12', '172.16.5.4'],
    ['private 192.168/16', '192.168.1.1'],
    ['link-local (cloud metadata)', '169.254.169.254'],
    ['CGNAT', '100.64.0.1'],
    ['Alibaba metadata (CGNAT)', '100.100.100.200'],
    ['unique-local', 'fd00::1'],
    ['AWS IPv6 metadata (unique-local)', 'fd00:ec2::254'],
    ['IPv6 link-local', 'fe80::1'],
    ['multicast', '224.0.0.1'],
    ['broadcast', '255.255.255.255'],
    ['documentation', '192.0.2.1'],
    ['IPv4-mapped loopback', '::ffff:127.0.0.1'],
    ['IPv4-mapped private', '::ffff:10.0.0.1'],
    ['IPv4-mapped metadata', '::ffff:169.254.169.254'],
    ['NAT64 loopback', '64:ff9b::7f00:1'],
    ['NAT64 private', '64:ff9b::a00:1'],
    ['6to4 of loopback', '2002:7f00:1::1'],
    ['teredo', '2001:0:4136:e378:8000:63bf:3fff:fdd2'],
    ['not an address', 'localhost'],
    ['garbage', '999.1.1.1'],
  ])('refuses %s (%s)', (_label, address) => {
    expect(isPublicUnicast(address)).toBe(false);
  });
});
