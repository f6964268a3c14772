import { z } from 'zod';
import { publicUrls } from '@local-events/platform';
import { LocationKind, type ZoneFieldsFragment } from '../generated/operations.ts';

export const Zone = z
  .object({
    id: z.number().int().meta({ description: 'The zone id; the same domain as `zone_id`' }),
    name: z.string(),
    slug: z.string(),
    countryCode: z.string().meta({ description: 'ISO 3166-1 alpha-2, upper case', example: 'GB' }),
    timezone: z.string().meta({ description: 'IANA time zone', example: 'Europe/London' }),
    kind: z.enum(LocationKind),
    parentId: z.number().int().nullable().meta({ description: 'The city of a neighbourhood; null for a city' }),
    active: z.boolean(),
    hidden: z.boolean(),
    lat: z.number().nullable().meta({ description: "Latitude of the zone's centre; null when not known" }),
    lng: z.number().nullable().meta({ description: "Longitude of the zone's centre; null when not known" }),
    weeklyEventsCount: z
      .number()
      .int()
      .meta({ description: 'Published events starting in the next 7 days here and in its neighbourhoods' }),
    activeUsers: z
      .number()
      .int()
      .meta({
        description:
          'People who submitted, reviewed or managed an event here or in its neighbourhoods in the last 30 days, each counted once ' +
          '(submitters by e-mail address, else by submission)',
      }),
    url: z.url().meta({ description: 'The town page' }),
  })
  .meta({ id: 'Zone' });

export const zone = (data: ZoneFieldsFragment, siteUrl: string) => ({ ...data, url: publicUrls(siteUrl).town(data) });
