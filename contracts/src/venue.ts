import { z } from 'zod';
import { controlCharactersMessage, hasControlCharacters, httpUrl } from '@local-events/platform';

export const VENUE_LIMITS = { description: 2000 } as const;

/** What a venue's managers say about it: plain text, line breaks allowed; empty clears it. */
export const VenueDescription = z
  .string()
  .trim()
  .max(VENUE_LIMITS.description, `must be at most ${VENUE_LIMITS.description} characters`)
  .refine((text) => !hasControlCharacters(text, 'multi-line'), controlCharactersMessage('multi-line'));

export const VENUE_FIELD_LIMITS = { name: 200, address: 500 } as const;

const oneLine = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `must be at most ${max} characters`)
    .refine((text) => !hasControlCharacters(text), controlCharactersMessage());

/** What an administrator sets of a venue: each field on its own (a change) or all but the optional ones (a new venue). */
export const VenueFields = z.object({
  name: oneLine(VENUE_FIELD_LIMITS.name).pipe(z.string().min(1, 'must not be empty')),
  address: oneLine(VENUE_FIELD_LIMITS.address),
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
  website: z.union([httpUrl, z.literal('')]).nullable(),
  description: VenueDescription.nullable(),
});
export type VenueFieldValues = z.infer<typeof VenueFields>;
