import { MAX_URL_LENGTH } from '@local-events/platform';

/** What a submission may hold: the submissions service, its GraphQL input, the API and the site's form all use these. */
export const SUBMISSION_LIMITS = {
  url: MAX_URL_LENGTH,
  /** The longest address RFC 5321 lets a mailbox have. */
  email: 254,
  note: 2000,
} as const;
