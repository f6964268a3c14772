import { describe, expect, it } from 'vitest';
import { clientKey, sourceDomain } from '../src/quota/quota-keys.ts';

describe('the source domain a submission counts against', () => {
  it.each([
    ['https://events.example.co.uk/jazz', 'example.co.uk'],
    ['https://WWW.Example.CO.UK./jazz', 'example.co.uk'],
    ['https://a.b.c.example.com:8443/x?y#z', 'example.com'],
    ['http://user:pass@tickets.example.org/', 'example.org'],
    ['https://example.com../', 'example.com'],
    ['https://bücher.example/', 'xn--bcher-kva.example'],
    ['https://xn--bcher-kva.example/', 'xn--bcher-kva.example'],
    ['https://example\u3002com/', 'example.com'],
    ['https://someone.github.io/events', 'someone.github.io'],
    ['https://other.github.io/events', 'other.github.io'],
    ['https://co.uk/', 'co.uk'],
    ['https://localhost/', 'localhost'],
    ['http://127.0.0.1:8080/', '127.0.0.1'],
    ['http://0x7f.1/', '127.0.0.1'],
    ['http://[2001:db8::1]/', '2001:db8:0:0::/64'],
    ['http://[2001:db8::ffff:1]:8080/', '2001:db8:0:0::/64'],
    ['http://a!b.example.org/', 'example.org'],
    ['http://-a.example.org/', 'example.org'],
  ])('%s is %s', (url, domain) => {
    expect(sourceDomain(url)).toBe(domain);
  });

  it.each(['ftp://example.org/', 'mailto:a@example.org', 'not a url', ''])(
    '%j is none (the request is refused, its client still counted)',
    (url) => {
      expect(sourceDomain(url)).toBe(false);
    },
  );
});

describe('the client a submission counts against', () => {
  it.each([
    ['198.51.100.7', '198.51.100.7'],
    ['::ffff:198.51.100.7', '198.51.100.7'],
    ['2001:db8:1:2:3:4:5:6', '2001:db8:1:2::/64'],
    ['2001:db8:1:2:ffff::9', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
  ])('%s is %s', (address, key) => {
    expect(clientKey(address)).toBe(key);
  });

  it('one IPv6 subscriber (a /64) is one client, whatever address it takes in it', () => {
    expect(clientKey('2001:db8:aa:bb::1')).toBe(clientKey('2001:db8:aa:bb:dead:beef:0:1'));
    expect(clientKey('2001:db8:aa:bb::1')).not.toBe(clientKey('2001:db8:aa:bc::1'));
  });

  it.each([undefined, '', 'garbage', '1.2.3'])('%j (no usable address) is the shared key "unknown"', (address) => {
    expect(clientKey(address)).toBe('unknown');
  });
});
