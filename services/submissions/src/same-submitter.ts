import { query, sql, type EntityManager } from '@local-events/platform/subgraph';

export const SAME_SUBMITTER_LIMIT = 5000;

/** The uuids of the submissions made with the same e-mail address as this one (only this one when it has none). */
export async function submissionsOfSameSubmitter(em: EntityManager, uuid: string): Promise<string[]> {
  const rows = await query<{ uuid: string }>(
    em,
    sql`select other.uuid from submission one join submission other
          on other.uuid = one.uuid or (one.email is not null and lower(other.email) = lower(one.email))
         where one.uuid = ${uuid}
         order by other.created_at desc limit ${SAME_SUBMITTER_LIMIT}`,
  );
  return rows.map((row) => row.uuid);
}

/**
 * How the events service tells submitters apart without knowing who they are: the uuid of the first submission made
 * with the same e-mail address as this one (this one's when it has none).
 */
export async function firstOfSameSubmitter(em: EntityManager, uuid: string): Promise<string> {
  // One look-up in the index of addresses (submission_first_by_email_idx), not a join over every submission.
  const [first] = await query<{ uuid: string }>(
    em,
    sql`select coalesce(
             (select other.uuid from submission other
               where one.email is not null and other.email is not null and lower(other.email) = lower(one.email)
               order by lower(other.email), other.created_at, other.uuid limit 1),
             one.uuid) as uuid
          from submission one where one.uuid = ${uuid}`,
  );
  return first?.uuid ?? uuid;
}
