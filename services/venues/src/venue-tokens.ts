import { createHash, randomBytes } from 'node:crypto';

const PREFIX = 'vmt_';

/** A new venue-manage token: 256 random bits, recognisable by its prefix. */
export const newVenueToken = () => `${PREFIX}${randomBytes(32).toString('base64url')}`;

/** What is stored: the token is random and long, so a plain SHA-256 is enough to make the table useless to a thief. */
export const hashVenueToken = (token: string) => createHash('sha256').update(token).digest('hex');

export const looksLikeVenueToken = (value: string) => value.startsWith(PREFIX) && value.length === PREFIX.length + 43;
