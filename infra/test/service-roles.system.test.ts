import { describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import pg from 'pg';

/** Each service connects as its own role (as the running stack does): it may use its schema and nothing else. */
describe('least privilege per service', () => {
  const asService = async <T>(schema: string, work: (client: pg.Client) => Promise<T>) => {
    const client = new pg.Client({ connectionString: inject('stack').serviceDatabaseUrls[schema] });
    await client.connect();
    try {
      return await work(client);
    } finally {
      await client.end();
    }
  };

  it("a service reads its own tables but not another service's", async () => {
    await asService('events', async (client) => {
      expect((await client.query('select count(*) from events.event')).rowCount).toBe(1);
      expect(new URL(inject('stack').serviceDatabaseUrls.events!).username).toMatch(/_events$/);
      await expect(client.query('select * from venues.venue limit 1')).rejects.toThrow(/permission denied/);
      await expect(client.query('select * from locations.location limit 1')).rejects.toThrow(/permission denied/);
    });
  });

  it("a service cannot write into another service's schema", async () => {
    await asService('venues', async (client) => {
      await expect(client.query('create table events.intruder (id int)')).rejects.toThrow(/permission denied/);
      await expect(client.query("update events.event set title = 'x'")).rejects.toThrow(/permission denied/);
    });
  });
});
