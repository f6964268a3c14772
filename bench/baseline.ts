/**
 * The benchmark's baseline: one Koa process answering `GET /api/events/list?zone_id&date` with one hand-written
 * SQL statement straight against the tables of all three services (what a monolith would do), the same
 * answer shape as the real endpoint. Not part of the product.
 */
import Koa from 'koa';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const app = new Koa();
app.use(async (ctx) => {
  const zoneId = Number(ctx.query.zone_id);
  const date = String(ctx.query.date ?? '');
  if (ctx.path !== '/api/events/list' || !Number.isInteger(zoneId) || !/^\d{4}-\d{2}-\d{2}$/.test(date)) {
    ctx.status = 400;
    return;
  }
  const { rows } = await pool.query(
    `with zone as (select id, timezone from locations.location where id = $1),
          zones as (select id from locations.location where id = $1 or parent_id = $1)
     select e.uuid, e.title, e.start_time as "startTime", v.name as "venueName", e.zone_id as "zoneId"
       from events.event e
       join zone on true
       left join venues.venue v on v.id = e.venue_id
      where e.status = 'published' and e.zone_id in (select id from zones)
        and e.start_time >= ($2::date)::timestamp at time zone zone.timezone
        and e.start_time < ($2::date + 1)::timestamp at time zone zone.timezone
      order by e.start_time, e.uuid
      limit 500`,
    [zoneId, date],
  );
  ctx.body = { results: rows.map((row) => ({ ...row, startTime: (row.startTime as Date).toISOString() })) };
});
const server = app.listen(Number(process.env.PORT ?? 0), '127.0.0.1', () => {
  process.send?.({ type: 'ready', port: (server.address() as { port: number }).port });
});
process.once('SIGTERM', () => server.close(() => void pool.end().then(() => process.exit(0))));
