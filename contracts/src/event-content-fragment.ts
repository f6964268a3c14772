import { EventContent } from './event-content.ts';

/** Where `npm run codegen` writes the fragment; the API's and the site's operations both read it. */
export const EVENT_CONTENT_FRAGMENT_FILE = 'contracts/generated/event-content.graphql';

/**
 * The GraphQL fragment that asks for every field of the contract's EventContent: whatever shows an event's content
 * spreads `...EventContentFields`, so a field added to the contract is asked for everywhere.
 */
export const eventContentFragment = () =>
  [
    '# Written by `npm run codegen` from contracts/src/event-content.ts (EventContent): do not edit.',
    'fragment EventContentFields on Event {',
    `  ${Object.keys(EventContent.shape).join(' ')}`,
    '}',
    '',
  ].join('\n');
