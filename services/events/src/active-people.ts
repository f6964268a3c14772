import { preparedQuery, type SqlDatabase } from '@local-events/platform/subgraph';

/** How far back a person's part in a zone's events counts. */
export const ACTIVE_DAYS = 30;

/**
 * The people who submitted, reviewed or managed an event of each group of zones in the last 30 days, each once:
 * staff and managers by account (a venue token counts as one), submitters as the submissions service names them
 * (by e-mail address, else by submission). From the transitions of those days, which a partial index keeps apart
 * from the many a followed source writes. Prepared once per connection.
 */
const PEOPLE_BY_GROUP = {
  name: 'active-people-by-group',
  text: `select asked.grp, count(distinct t.actor)::int as people
           from event_transition t
           join event e on e.uuid = t.event_uuid
           join unnest($1::int[], $2::int[]) as asked(grp, zone_id) on asked.zone_id = e.zone_id
          where t.at > now() - make_interval(days => $3)
            and (t.actor_role in ('reviewer', 'admin', 'venue_manager') or (t.action = 'submit' and t.actor_role = 'submitter'))
          group by asked.grp`,
};

/** For each group of zone ids (a zone and its neighbourhoods), how many people were active in it. */
export async function activePeople(db: SqlDatabase, groups: readonly (readonly number[])[]): Promise<number[]> {
  const grp = groups.flatMap((zoneIds, index) => zoneIds.map(() => index));
  const zoneIds = groups.flat();
  const rows = await preparedQuery<{ grp: number; people: number }>(db, PEOPLE_BY_GROUP, [grp, zoneIds, ACTIVE_DAYS]);
  const counts = new Map(rows.map((row) => [row.grp, row.people]));
  return groups.map((_, index) => counts.get(index) ?? 0);
}
