import { operation } from '@local-events/platform';

/** What the development tools ask the gateway, as the demo administrator. */
export const IssueVenueToken = operation<{ issueVenueToken: { id: string; token: string } }, { slug: string; label: string | null }>(/* GraphQL */ `
  mutation IssueVenueToken($slug: String!, $label: String) { issueVenueToken(slug: $slug, label: $label) { id token } }`);
