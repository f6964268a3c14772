import { SecretTokens } from '@local-events/platform/subgraph';

/** Venue-manage tokens: `vmt_` and 256 random bits, stored as SHA-256. */
export const venueTokens = new SecretTokens('vmt_');
