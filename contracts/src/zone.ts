import { z } from 'zod';
import { controlCharactersMessage, hasControlCharacters, isTimeZone } from '@local-events/platform';

export const ZONE_LIMITS = { name: 100, localNames: 20 } as const;

const name = z
  .string()
  .trim()
  .min(1, 'must not be empty')
  .max(ZONE_LIMITS.name, `must be at most ${ZONE_LIMITS.name} characters`)
  .refine((text) => !hasControlCharacters(text), controlCharactersMessage());

/** A BCP 47 language as zones are named in: `es`, `ca`, `pt-BR`. */
export const LANGUAGE_TAG = /^[a-z]{2,3}(-[A-Z]{2})?$/;

/** What an administrator sets of a town or neighbourhood (a new one, or each field of a change). */
export const ZoneFields = z.object({
  name,
  localNames: z
    .record(z.string().regex(LANGUAGE_TAG, 'keys must be languages such as es or pt-BR'), name)
    .refine((names) => Object.keys(names).length <= ZONE_LIMITS.localNames, `at most ${ZONE_LIMITS.localNames} languages`),
  lat: z.number().min(-90).max(90).nullable(),
  lng: z.number().min(-180).max(180).nullable(),
  timezone: z.string().max(64).refine(isTimeZone, 'must be an IANA time zone such as Europe/London'),
  parentId: z.number().int().min(1).nullable(),
  hidden: z.boolean(),
});
export type ZoneFieldValues = z.infer<typeof ZoneFields>;
