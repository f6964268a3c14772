import { comparableText, query, sql, type EntityManager } from '@local-events/platform/subgraph';

/** How far apart two starts may be for the events to be one. */
const WITHIN_MS = 15 * 60_000;

const wordsOf = (title: string) => new Set(comparableText(title).split(/\s+/).filter(Boolean));

/** Titles that name one event: most of their words shared (case, accents and punctuation aside), or all of the shorter's. */
export function similarTitles(a: string, b: string): boolean {
  const [one, other] = [wordsOf(a), wordsOf(b)];
  if (one.size === 0 || other.size === 0) return false;
  const shared = [...one].filter((word) => other.has(word)).length;
  return shared === Math.min(one.size, other.size) || shared / new Set([...one, ...other]).size >= 0.6;
}

export interface Candidate {
  title: string;
  startTime: Date;
  venueId?: number | null;
  placeName?: string | null;
}

/**
 * The event already in the guide from another way in (not this source) that a followed source's new event repeats:
 * at the same venue (else the same named place), starting within 15 minutes, with a similar title.
 */
export async function eventItRepeats(em: EntityManager, sourceId: string, candidate: Candidate): Promise<string | undefined> {
  const venueId = candidate.venueId ?? null;
  const placeName = candidate.placeName?.trim() || null;
  if (venueId === null && placeName === null) return undefined;
  const rows = await query<{ uuid: string; title: string }>(
    em,
    sql`select uuid, title from event
         where status in ('published', 'ready_for_review', 'needs_info')
           and source_id is distinct from ${sourceId}::uuid
           and start_time between ${new Date(candidate.startTime.getTime() - WITHIN_MS)} and ${new Date(candidate.startTime.getTime() + WITHIN_MS)}
           and (venue_id = ${venueId}::int or (${venueId}::int is null and lower(place_name) = lower(${placeName}::text)))
         order by created_at limit 20`,
  );
  return rows.find((row) => similarTitles(row.title, candidate.title))?.uuid;
}
