export { CATEGORY_IDS, categoriesOf, EVENT_CATEGORIES, type EventCategoryId, isCategory, wordsOf } from './categories.ts';
export { CLOCK_TIME, EVENT_CONTENT_LIMITS, EventContent, type EventContentFields } from './event-content.ts';
export { EventPlace, type EventPlaceFields, PLACE_LIMITS } from './event-place.ts';
export { FEED_LIMITS } from './feed.ts';
export { SUBMISSION_LIMITS } from './submission.ts';
export { ASK_LIMITS, ASK_LOCALES, type AskLocale, isReadingPart, READING_PARTS } from './ask.ts';
export { WAITLIST_LIMITS } from './waitlist.ts';
export { VENUE_LIMITS, VenueDescription } from './venue.ts';
export { Credit, CREDIT_LIMITS, type CreditFields } from './credit.ts';
