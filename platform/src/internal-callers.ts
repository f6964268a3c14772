import { timingSafeEqual } from 'node:crypto';
import { isIP } from 'node:net';
import { z } from 'zod';

/**
 * The trust boundary between the project's own processes. Subgraphs answer only the gateway, which presents
 * GATEWAY_SECRET; the facades present FACADE_SECRET to the gateway, which is what makes it believe the client
 * address they pass on (the submission quota counts per client). Each secret is known only to the two sides of
 * its hop: a facade cannot call a subgraph, and a public caller of the gateway cannot claim another address.
 */
export const GATEWAY_SECRET_HEADER = 'x-gateway-secret';
export const FACADE_SECRET_HEADER = 'x-facade-secret';
/** The address of the person or program that made the request, as the first process of the project saw it. */
export const CLIENT_ADDRESS_HEADER = 'x-client-address';

export const internalSecret = (purpose: string) =>
  z.string({ error: `is required: ${purpose}` }).min(32, `must be at least 32 characters (${purpose})`);

/**
 * A check that a presented value is `secret`, in time that does not depend on where they differ (only a value of
 * the secret's length is compared at all). Every hop checks a secret on every request: comparing bytes costs a
 * fraction of hashing both sides.
 */
export function secretCheck(secret: string): (presented: string | undefined) => boolean {
  const expected = Buffer.from(secret);
  return (presented) =>
    presented !== undefined && Buffer.byteLength(presented) === expected.length && timingSafeEqual(Buffer.from(presented), expected);
}

/** A client address as passed between processes: an IP address, or nothing to go by. */
export const clientAddressOf = (value: string | undefined): string | undefined => (value && isIP(value) ? value : undefined);
