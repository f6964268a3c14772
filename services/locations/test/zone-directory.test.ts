import { afterAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { openDatabase, query, sql, type MikroORM } from '@local-events/platform/subgraph';
import { closeFixtures, createZone } from '../../../test/support/fixtures.ts';
import { database } from '../src/database.ts';
import { ZoneDirectory } from '../src/zone-directory.ts';

const opened: MikroORM[] = [];
const openLocations = async () => {
  const orm = await openDatabase(database, { url: inject('stack').serviceDatabaseUrls.locations!, migrate: false, poolMax: 1 });
  opened.push(orm);
  return orm;
};
const rename = (orm: MikroORM, id: number, name: string) => query(orm.em.fork(), sql`update location set name = ${name} where id = ${id}`);
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

  it('lists a city\'s neighbourhoods in name order and finds zones by id', async () => {
    const orm = await openLocations();
    const city = await createZone({ timezone: 'Europe/Berlin', hidden: true });
    const [b, a] = [await createZone({ name: 'Bravo Quarter', timezone: 'Europe/Berlin', parentId: city.id }), await createZone({ name: 'Alpha Quarter', timezone: 'Europe/Berlin', parentId: city.id })];
    const zones = await new ZoneDirectory(orm, 60_000).zones();
    expect(zones.childrenOf.get(city.id)?.map((zone) => zone.id)).toEqual([a.id, b.id]);
    expect(zones.byId.get(a.id)).toMatchObject({ parentId: city.id, kind: 'neighbourhood', timezone: 'Europe/Berlin' });
  });

  it('reads the database on every call with an age limit of 0', async () => {
    const orm = await openLocations();
    const city = await createZone({ timezone: 'Europe/London', hidden: true });
    const directory = new ZoneDirectory(orm, 0);
    expect(await nameIn(directory, city.id)).toBe(city.name);
    await rename(orm, city.id, 'Read Through');
    expect(await nameIn(directory, city.id)).toBe('Read Through');
  });

  it('keeps serving its last copy while the database cannot be reached', async () => {
    const orm = await openLocations();
    const city = await createZone({ timezone: 'Europe/London', hidden: true });
    const directory = new ZoneDirectory(orm, 50);
    expect(await nameIn(directory, city.id)).toBe(city.name);
    await orm.close(true);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await nameIn(directory, city.id)).toBe(city.name);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await nameIn(directory, city.id)).toBe(city.name);
  });
});
