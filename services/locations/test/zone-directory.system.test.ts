import { createServer, connect, type AddressInfo, type Socket } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { openDatabase, query, sql, type MikroORM } from '@local-events/platform/subgraph';
import { closeFixtures, createZone } from '../../../test/support/fixtures.ts';
import { database } from '../src/database.ts';
import { ZoneDirectory } from '../src/zone-directory.ts';

const opened: MikroORM[] = [];
const openLocations = async (url = inject('stack').serviceDatabaseUrls.locations!) => {
  const orm = await openDatabase(database, { url, migrate: false, poolMax: 1 });
  opened.push(orm);
  return orm;
};

/** A TCP relay to the test database that can be cut, so that the database becomes unreachable for real. */
async function cuttableDatabaseUrl() {
  const url = new URL(inject('stack').serviceDatabaseUrls.locations!);
  const sockets = new Set<Socket>();
  const relay = createServer((client) => {
    const upstream = connect(Number(url.port || 5432), url.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('error', () => {});
      socket.on('close', () => sockets.delete(socket));
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve));
  const relayed = new URL(url);
  relayed.hostname = '127.0.0.1';
  relayed.port = String((relay.address() as AddressInfo).port);
  return {
    url: relayed.toString(),
    cut: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        relay.close(() => resolve());
      }),
  };
}
const rename = (orm: MikroORM, id: number, name: string) => query(orm.em, sql`update location set name = ${name} where id = ${id}`);
const nameIn = async (directory: ZoneDirectory, id: number) => (await directory.zones()).byId.get(id)?.name;

afterAll(async () => {
  await Promise.all(opened.map((orm) => orm.close(true)));
  await closeFixtures();
});

describe('the zone directory of the locations service', () => {
  it('serves its copy until it is older than its age limit, then shows changes after one reload', async () => {
    const orm = await openLocations();
    const city = await createZone({ timezone: 'Europe/London', hidden: true });
    const directory = new ZoneDirectory(orm, 400);
    expect(await nameIn(directory, city.id)).toBe(city.name);

    await rename(orm, city.id, 'Renamed Town');
    expect(await nameIn(directory, city.id)).toBe(city.name);

    await new Promise((resolve) => setTimeout(resolve, 450));
    await directory.zones(); // starts the reload, answers from the old copy
    await expect.poll(() => nameIn(directory, city.id), { timeout: 2000 }).toBe('Renamed Town');
  });

  it("lists a city's neighbourhoods in name order and finds zones by id", async () => {
    const orm = await openLocations();
    const city = await createZone({ timezone: 'Europe/Berlin', hidden: true });
    const [b, a] = [
      await createZone({ name: 'Bravo Quarter', timezone: 'Europe/Berlin', parentId: city.id }),
      await createZone({ name: 'Alpha Quarter', timezone: 'Europe/Berlin', parentId: city.id }),
    ];
    const zones = await new ZoneDirectory(orm, 60_000).zones();
    expect(zones.childrenOf.get(city.id)?.map((zone) => zone.id)).toEqual([a.id, b.id]);
    expect(zones.byId.get(a.id)).toMatchObject({ parentId: city.id, kind: 'neighbourhood', timezone: 'Europe/Berlin' });
  });

  it('has a version that stays while the zones do, on every instance, and changes with any change to one', async () => {
    const orm = await openLocations();
    const city = await createZone({ timezone: 'Europe/London', hidden: true });
    const versionOf = async () => (await new ZoneDirectory(orm, 0).zones()).version;
    const before = await versionOf();
    expect(await versionOf()).toBe(before);
    await rename(orm, city.id, 'Versioned Town');
    const renamed = await versionOf();
    expect(renamed).not.toBe(before);
    await query(orm.em, sql`update location set hidden = false where id = ${city.id}`);
    expect(await versionOf()).not.toBe(renamed);
  });

  it('reads the database on every call with an age limit of 0', async () => {
    const orm = await openLocations();
    const city = await createZone({ timezone: 'Europe/London', hidden: true });
    const directory = new ZoneDirectory(orm, 0);
    expect(await nameIn(directory, city.id)).toBe(city.name);
    await rename(orm, city.id, 'Read Through');
    expect(await nameIn(directory, city.id)).toBe('Read Through');
  });

  it('keeps serving its last copy while the database cannot be reached, and says so in the log', async () => {
    const database = await cuttableDatabaseUrl();
    const orm = await openLocations(database.url);
    const city = await createZone({ timezone: 'Europe/London', hidden: true });
    const warnings: string[] = [];
    const directory = new ZoneDirectory(orm, 50, { warn: (_fields: object, message: string) => warnings.push(message) } as never);
    expect(await nameIn(directory, city.id)).toBe(city.name);
    await database.cut();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await nameIn(directory, city.id)).toBe(city.name);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await nameIn(directory, city.id)).toBe(city.name);
    await expect.poll(() => warnings).toContain('zones could not be reloaded; serving the last copy');
  });
});
