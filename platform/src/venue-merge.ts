import { conflictError, userInputError } from './graphql-errors.ts';

interface MergedVenue {
  id: number;
  slug: string;
  zoneId: number;
}

/**
 * Why `from` may not be merged into `into`, or null when it may: a venue (a proposed one, or a duplicate) merges into
 * another of its own zone (its events keep their zone and time zone). Checked before any event moves, by every way a
 * merge is made.
 */
export function venueMergeRefusal(from: MergedVenue, into: MergedVenue): { status: 400 | 409; detail: string } | null {
  if (from.id === into.id) return { status: 400, detail: 'A venue cannot be merged into itself.' };
  if (from.zoneId !== into.zoneId)
    return { status: 409, detail: `${from.slug} and ${into.slug} are in different zones; a venue merges only into one of its own zone.` };
  return null;
}

/** The refusal as a subgraph answers it: CONFLICT, or BAD_USER_INPUT naming `into`. */
export const venueMergeError = (refusal: { status: 400 | 409; detail: string }) =>
  refusal.status === 409 ? conflictError(refusal.detail) : userInputError(refusal.detail, 'into');
