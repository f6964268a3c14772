import ipaddr from 'ipaddr.js';

/** The IPv4 address an IPv6 address carries, for the forms that route to one (mapped, translated, NAT64, 6to4). */
function embeddedIPv4(address: ipaddr.IPv6): ipaddr.IPv4 | null {
  const bytes = address.toByteArray();
  switch (address.range()) {
    case 'ipv4Mapped':
    case 'rfc6145':
    case 'rfc6052':
      return new ipaddr.IPv4(bytes.slice(12, 16));
    case '6to4':
      return new ipaddr.IPv4(bytes.slice(2, 6));
    default:
      return null;
  }
}

/**
 * Whether the fetcher may connect to `address`: public unicast only. Loopback, private, link-local (cloud
 * metadata at 169.254.169.254 included), CGNAT, unique-local, multicast, reserved and documentation ranges are
 * refused, and so are IPv6 forms that carry one of those IPv4 addresses. Anything that does not parse is refused.
 */
export function isPublicUnicast(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  const parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6') {
    const inner = embeddedIPv4(parsed as ipaddr.IPv6);
    if (inner) return inner.range() === 'unicast';
  }
  return parsed.range() === 'unicast';
}
