import { EventContent } from '@local-events/contracts';

/**
 * What an event says about itself, as answers show it: the events service's one definition, so a content field
 * added there appears in every answer that spreads it (with EventContentFields in the operation).
 */
export const EventContentView = EventContent.shape;
