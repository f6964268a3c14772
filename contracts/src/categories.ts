/**
 * The guide's categories: what people filter by. Events keep the words their pages or managers gave; a category
 * matches an event holding its id or one of its aliases, and submitted pages' words are mapped onto the ids.
 */
export const EVENT_CATEGORIES = [
  {
    id: 'music',
    label: 'Live music',
    aliases: ['live', 'live-music', 'concert', 'gig', 'jazz', 'rock', 'pop', 'folk', 'classical', 'choir', 'opera', 'musicevent'],
  },
  { id: 'comedy', label: 'Comedy', aliases: ['stand-up', 'standup', 'comedyevent', 'improv'] },
  { id: 'theatre', label: 'Theatre', aliases: ['theater', 'play', 'musical', 'theaterevent', 'theatreevent'] },
  { id: 'film', label: 'Film', aliases: ['cinema', 'movie', 'screening', 'screeningevent'] },
  { id: 'art', label: 'Art and exhibitions', aliases: ['arts', 'exhibition', 'exhibitionevent', 'gallery', 'visualartsevent', 'drawing'] },
  { id: 'dance', label: 'Dance', aliases: ['danceevent', 'salsa', 'ballet'] },
  { id: 'nightlife', label: 'Nightlife', aliases: ['club', 'clubbing', 'dj', 'techno', 'party'] },
  { id: 'food', label: 'Food and drink', aliases: ['food-drink', 'drink', 'foodevent', 'wine', 'beer', 'tasting', 'dinner'] },
  { id: 'markets', label: 'Markets', aliases: ['market', 'fair', 'saleevent'] },
  { id: 'family', label: 'Kids and family', aliases: ['kids', 'children', 'childrensevent', 'family-friendly', 'storytime'] },
  { id: 'sport', label: 'Sport and fitness', aliases: ['sports', 'sportsevent', 'fitness', 'yoga', 'running'] },
  { id: 'outdoors', label: 'Outdoors', aliases: ['outdoor', 'nature', 'walk', 'walking', 'hiking', 'garden'] },
  {
    id: 'talks',
    label: 'Talks and books',
    aliases: ['talk', 'lecture', 'reading', 'books', 'literature', 'literaryevent', 'educationevent'],
  },
  { id: 'workshops', label: 'Workshops and classes', aliases: ['workshop', 'class', 'course', 'lesson'] },
  { id: 'community', label: 'Community', aliases: ['social', 'quiz', 'meetup', 'socialevent', 'volunteering', 'charity'] },
  { id: 'festivals', label: 'Festivals', aliases: ['festival', 'festivalevent', 'carnival', 'parade'] },
] as const;

export type EventCategoryId = (typeof EVENT_CATEGORIES)[number]['id'];

export const CATEGORY_IDS = EVENT_CATEGORIES.map((category) => category.id) as EventCategoryId[];

const normal = (word: string) =>
  word
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, '-');

const BY_WORD = new Map<string, EventCategoryId>(
  EVENT_CATEGORIES.flatMap((category) => [category.id, ...category.aliases].map((word) => [word, category.id] as const)),
);

/** The categories' ids among `words` (pages' keywords, schema.org types), each once, in the order first named. */
export const categoriesOf = (words: readonly string[]): EventCategoryId[] => [
  ...new Set(words.map((word) => BY_WORD.get(normal(word))).filter((id) => id !== undefined)),
];

/** Every word an event may hold that puts it in one of these categories. */
export const wordsOf = (ids: readonly string[]): string[] =>
  EVENT_CATEGORIES.filter((category) => ids.includes(category.id)).flatMap((category) => [category.id, ...category.aliases]);

export const isCategory = (id: string): id is EventCategoryId => (CATEGORY_IDS as string[]).includes(id);
