import { SecretTokens } from '@local-events/platform/subgraph';

/** The one-time token a submitter gets to change their submission: `set_` and 256 random bits, stored as SHA-256. */
export const editTokens = new SecretTokens('set_');
