import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DateTime } from 'luxon';
import { apiFacade, closeFacades } from '../../../../test/support/facade.ts';
import { closeFixtures, createEvents, createZone, unique, type ZoneFixture } from '../../../../test/support/fixtures.ts';
import { getJson } from '../../../../test/support/http.ts';

const relays: Server[] = [];
afterAll(() => Promise.all([closeFixtures(), closeFacades(), ...relays.map((relay) => new Promise((resolve) => relay.close(resolve)))]));

/** An operation the facade asked of the gateway, and the zones' version the answer carried, if any. */
interface Asked {
  operation: string;
  version?: string;
}

/** The running gateway behind a relay on loopback that notes each operation asked of it, in order. */
async function gatewayNotingOperations() {
  const gateway = new URL(inject('stack').gateway);
  const asked: Asked[] = [];
  const relay = createServer(async (incoming, outgoing) => {
    const body = Buffer.concat(await incoming.toArray());
    const forwarded = request(gateway, { method: incoming.method, headers: incoming.headers }, async (answer) => {
      const answered = Buffer.concat(await answer.toArray());
      const { operationName } = JSON.parse(body.toString()) as { operationName: string };
      asked.push({
        operation: operationName,
        version: (JSON.parse(answered.toString()) as { data?: { locationsVersion?: string } }).data?.locationsVersion,
      });
      outgoing.writeHead(answer.statusCode ?? 502, answer.headers).end(answered);
    });
    forwarded.on('error', () => outgoing.destroy());
    forwarded.end(body);
  });
  relays.push(relay);
  await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(relay.address() as AddressInfo).port}${gateway.pathname}`, asked };
}

type Zone = { id: number; hidden: boolean; weeklyEventsCount: number };

/** An API facade keeping the zones it lists (the test stack's keeps none), in front of the running gateway. */
describe('the zone list of a facade that keeps zones (ZONE_CACHE_SECONDS)', () => {
  const country = 'IS';
  let base: string;
  let city: ZoneFixture;
  let quarter: ZoneFixture;

  const list = async (query = '') => {
    const { status, body } = await getJson(`${base}/api/locations/list?country=${country}${query}`);
    expect(status).toBe(200);
    return body as Zone[];
  };
  const countOf = (zones: Zone[], zone: ZoneFixture) => zones.find((found) => found.id === zone.id)?.weeklyEventsCount;

  beforeAll(async () => {
    base = await apiFacade({ ZONE_CACHE_SECONDS: '2', PUBLIC_CACHE_SECONDS: '0' });
    city = await createZone({ name: `Reykjavik ${unique()}`, countryCode: country, timezone: 'Atlantic/Reykjavik' });
    quarter = await createZone({ name: `Vesturbær ${unique()}`, countryCode: country, timezone: 'Atlantic/Reykjavik', parentId: city.id });
  });

  it('counts events published after the zones were kept at once, a city with its neighbourhoods', async () => {
    const before = await list();
    expect([countOf(before, city), countOf(before, quarter)]).toEqual([0, 0]);
    await createEvents([{ zone: quarter, start: DateTime.now().plus({ days: 1 }).toJSDate() }]);
    const after = await list();
    expect([countOf(after, city), countOf(after, quarter)]).toEqual([1, 1]);
  });

  it('shows a new zone once the kept ones are older than ZONE_CACHE_SECONDS, and not before', async () => {
    await list();
    const added = await createZone({ name: `Akureyri ${unique()}`, countryCode: country, timezone: 'Atlantic/Reykjavik' });
    expect((await list()).some((zone) => zone.id === added.id)).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 2_100));
    expect(countOf(await list(), added)).toBe(0);
  });

  it('keeps each list apart: hidden zones only in the list that asked for them', async () => {
    const hidden = await createZone({ name: `Hidden ${unique()}`, countryCode: country, timezone: 'Atlantic/Reykjavik', hidden: true });
    await createEvents([{ zone: hidden, start: DateTime.now().plus({ days: 1 }).toJSDate() }]);
    expect((await list('&includeHidden=true')).find((zone) => zone.id === hidden.id)).toMatchObject({ hidden: true, weeklyEventsCount: 1 });
    expect((await list()).some((zone) => zone.id === hidden.id)).toBe(false);
    expect((await list('&includeHidden=true')).some((zone) => zone.id === hidden.id)).toBe(true);
  });

  it("lists a zone's events from the kept zones, a zone newer than them too, and a hidden one only when asked for", async () => {
    // Every zone is kept now, before these two exist.
    expect((await getJson(`${base}/api/events/list?zone_id=${city.id}`)).status).toBe(200);
    const town = await createZone({ name: `Selfoss ${unique()}`, countryCode: country, timezone: 'Atlantic/Reykjavik' });
    const hidden = await createZone({ name: `Hidden ${unique()}`, countryCode: country, timezone: 'Atlantic/Reykjavik', hidden: true });
    await createEvents([
      { zone: town, localStart: '2031-05-01T20:00' },
      { zone: hidden, localStart: '2031-05-01T21:00' },
    ]);
    const events = (path: string) => getJson(`${base}/api/events/list?date=2031-05-01&${path}`);
    expect((await events(`zone_id=${town.id}`)).body.results).toHaveLength(1);
    expect((await events(`zone_id=${hidden.id}`)).status).toBe(404);
    expect((await events(`zone_id=${hidden.id}&includeHidden=true`)).body.results).toHaveLength(1);
    expect((await events('zone_id=2000000000')).status).toBe(404);
  });
});

describe('a kept zone list in the last quarter of its time', () => {
  const country = 'FO';
  const keptSeconds = 6;
  let base: string;

  const listed = async (zone: ZoneFixture) => {
    const { status, body } = await getJson(`${base}/api/locations/list?country=${country}`);
    expect(status).toBe(200);
    return (body as Zone[]).some((found) => found.id === zone.id);
  };

  beforeAll(async () => {
    base = await apiFacade({ ZONE_CACHE_SECONDS: String(keptSeconds), PUBLIC_CACHE_SECONDS: '0' });
  });

  it('is answered at once and asked for again behind the request, so a change shows before the list is due', async () => {
    const first = await createZone({ name: `Tórshavn ${unique()}`, countryCode: country, timezone: 'Atlantic/Faroe' });
    const keptAt = Date.now();
    expect(await listed(first)).toBe(true);
    const added = await createZone({ name: `Runavík ${unique()}`, countryCode: country, timezone: 'Atlantic/Faroe' });
    await new Promise((resolve) => setTimeout(resolve, keptSeconds * 750 + 200));
    expect(await listed(added)).toBe(false);
    let shown = false;
    while (!shown && Date.now() - keptAt < keptSeconds * 1000 - 300) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      shown = await listed(added);
    }
    expect(shown).toBe(true);
  });
});

describe('a kept zone list whose zones have not changed', () => {
  const country = 'GL';

  it("is kept on after a check of the zones' version, and asked for again only when the version has changed", async () => {
    const gateway = await gatewayNotingOperations();
    const base = await apiFacade({ GATEWAY_URL: gateway.url, ZONE_CACHE_SECONDS: '1', PUBLIC_CACHE_SECONDS: '0' });
    const town = await createZone({ name: `Nuuk ${unique()}`, countryCode: country, timezone: 'America/Nuuk' });
    const names = async () => {
      const { status, body } = await getJson(`${base}/api/locations/list?country=${country}`);
      expect(status).toBe(200);
      return (body as { name: string }[]).map((zone) => zone.name);
    };
    expect(await names()).toEqual([town.name]);
    // Three times the list's time, asked all along: it is renewed again and again.
    const until = Date.now() + 3_000;
    while (Date.now() < until) {
      expect(await names()).toEqual([town.name]);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const added = await createZone({ name: `Qaqortoq ${unique()}`, countryCode: country, timezone: 'America/Nuuk' });
    await expect.poll(names, { timeout: 3_000, interval: 50 }).toEqual([town.name, added.name]);

    // Other tests change zones meanwhile: the list is read again after each version that differs from its own, and
    // only then (the zone added above makes one such).
    const renewals = gateway.asked.filter(({ operation }) => operation === 'ZoneDirectory' || operation === 'LocationsVersion');
    expect(renewals[0]?.operation).toBe('ZoneDirectory');
    expect(renewals.filter(({ operation }) => operation === 'LocationsVersion').length).toBeGreaterThanOrEqual(3);
    let kept = renewals[0]!.version;
    for (const [index, { operation, version }] of renewals.entries()) {
      if (index === 0) continue;
      const checked = renewals[index - 1]!;
      if (operation === 'ZoneDirectory') {
        expect(checked).toMatchObject({ operation: 'LocationsVersion' });
        expect(checked.version).not.toBe(kept);
        kept = version;
      } else if (checked.operation === 'LocationsVersion') {
        expect(checked.version).toBe(kept);
      }
    }
    expect(renewals.filter(({ operation }) => operation === 'ZoneDirectory').length).toBeGreaterThanOrEqual(2);
  });
});
