import { z } from 'zod';
import { controlCharactersMessage, hasControlCharacters } from '@local-events/platform';

const oneLine = (text: string) => !hasControlCharacters(text);

export const PLACE_LIMITS = { name: 200, address: 500 } as const;

/**
 * The place an event's page names (its name, address and position, any of them), kept whether or not a venue
 * matched, so the event still says where it happens. A position is both coordinates or neither.
 */
export const EventPlace = z
  .object({
    name: z
      .string()
      .trim()
      .min(1, 'must not be empty')
      .max(PLACE_LIMITS.name, `must be at most ${PLACE_LIMITS.name} characters`)
      .refine(oneLine, controlCharactersMessage())
      .nullish(),
    address: z
      .string()
      .trim()
      .min(1, 'must not be empty')
      .max(PLACE_LIMITS.address, `must be at most ${PLACE_LIMITS.address} characters`)
      .refine(oneLine, controlCharactersMessage())
      .nullish(),
    lat: z.number().min(-90).max(90).nullish(),
    lng: z.number().min(-180).max(180).nullish(),
  })
  .refine((place) => (place.lat == null) === (place.lng == null), { message: 'lat and lng come together', path: ['lat'] });

export type EventPlaceFields = z.output<typeof EventPlace>;
