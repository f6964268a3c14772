import { z } from 'zod';
import { controlCharactersMessage, hasControlCharacters } from '@local-events/platform';

export const VENUE_LIMITS = { description: 2000 } as const;

/** What a venue's managers say about it: plain text, line breaks allowed; empty clears it. */
export const VenueDescription = z
  .string()
  .trim()
  .max(VENUE_LIMITS.description, `must be at most ${VENUE_LIMITS.description} characters`)
  .refine((text) => !hasControlCharacters(text, 'multi-line'), controlCharactersMessage('multi-line'));
