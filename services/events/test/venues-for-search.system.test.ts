import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { boxAround, boxHolds, GatewayClient, type GeoPoint } from '@local-events/platform/subgraph';
import { closeFixtures, createVenue, createZone } from '../../../test/support/fixtures.ts';
import { VenuesNearPointDocument } from '../src/generated/operations.ts';
import { CELL_DEGREES, cellQuestion, VenuesForSearch } from '../src/venues-for-search.ts';

afterAll(closeFixtures);

const KEPT_MS = 300;
const asking = { requestId: 'venues-for-search-test' };
const gateway = () => new GatewayClient(inject('stack').gateway);

/** A cell of the grid far from every other test's venues, and points at two of its corners (just inside). */
function isolatedCell() {
  const south = (Math.floor(Math.random() * 3_000) + 2_000) * CELL_DEGREES; // 20° to 50° north
  const west = (Math.floor(Math.random() * 10_000) + 5_000) * CELL_DEGREES; // 50° to 150° east
  const inset = CELL_DEGREES / 100;
  return {
    southWest: { lat: south + inset, lng: west + inset },
    northEast: { lat: south + CELL_DEGREES - inset, lng: west + CELL_DEGREES - inset },
  };
}

const metresNorth = (point: GeoPoint, metres: number) => ({ lat: point.lat + metres / 111_320, lng: point.lng });

describe('the cell a search near a point asks about', () => {
  it('holds the box of every point of the cell, and is one question for all of them', () => {
    for (let n = 0; n < 2_000; n++) {
      const point = { lat: (Math.random() * 2 - 1) * 85, lng: (Math.random() * 2 - 1) * 180 };
      const metres = 1 + Math.floor(Math.random() * 40_000);
      const question = cellQuestion(point, metres);
      if (!question) continue;
      const corners = [-1, 1].flatMap((dLat) =>
        [-1, 1].map((dLng) => ({ lat: question.lat + dLat * CELL_DEGREES * 0.4999, lng: question.lng + dLng * CELL_DEGREES * 0.4999 })),
      );
      for (const inCell of [point, ...corners]) {
        expect(boxHolds(boxAround(question, question.metres), boxAround(inCell, metres))).toBe(true);
        expect(cellQuestion(inCell, metres)).toEqual(question);
      }
    }
  });

  it('asks directly where a cell would need more than the venues service answers, or reaches a pole', () => {
    expect(cellQuestion({ lat: 51.5, lng: -0.12 }, 5_000)).toBeDefined();
    expect(cellQuestion({ lat: 51.5, lng: -0.12 }, 49_900)).toBeUndefined();
    expect(cellQuestion({ lat: 89.999, lng: 10 }, 1_000)).toBeUndefined();
  });
});

describe('the venues searches ask about, shared between requests', () => {
  it('answers each point of a cell as the venues service answers that point', async () => {
    const zone = await createZone({ timezone: 'Asia/Shanghai' });
    const { southWest, northEast } = isolatedCell();
    // Each near one corner only: 900 m beyond it, away from the other corner (a cell is about 1.1 km north to south).
    const [south, north] = [
      await createVenue(zone.id, 'South Hall', metresNorth(southWest, -900)),
      await createVenue(zone.id, 'North Hall', metresNorth(northEast, 900)),
    ];
    const venues = new VenuesForSearch(gateway(), { keptMs: KEPT_MS });
    for (const [point, expected] of [
      [southWest, south.id],
      [northEast, north.id],
    ] as const) {
      const shared = await venues.near(point, 1_000, asking);
      const { venuesNear: direct } = await gateway().request(VenuesNearPointDocument, { ...point, metres: 1_000 }, asking);
      expect(shared.map((venue) => venue.id)).toEqual([expected]);
      expect(shared).toEqual(direct);
    }
  });

  it('keeps an answer for its time: a venue added since is found once that has passed', async () => {
    const zone = await createZone({ timezone: 'Asia/Shanghai' });
    const { southWest, northEast } = isolatedCell();
    const word = `Zqx${Math.random().toString(36).slice(2, 10)}`;
    const venues = new VenuesForSearch(gateway(), { keptMs: KEPT_MS });
    expect(await venues.near(southWest, 2_000, asking)).toEqual([]);
    expect(await venues.matchingText(word, asking)).toEqual([]);

    const added = await createVenue(zone.id, `${word} Rooms`, northEast);
    // Another point of the same cell, and the same words: the answers kept, without the new venue.
    expect(await venues.near(northEast, 2_000, asking)).toEqual([]);
    expect(await venues.matchingText(word, asking)).toEqual([]);
    await sleep(KEPT_MS + 50);
    expect((await venues.near(northEast, 2_000, asking)).map((venue) => venue.id)).toEqual([added.id]);
    expect(await venues.matchingText(word, asking)).toEqual([added.id]);
  });

  it('keeps a bounded number of answers: the oldest is asked again once others have taken its place', async () => {
    const zone = await createZone({ timezone: 'Asia/Shanghai' });
    const words = Array.from({ length: 4 }, () => `Zqy${Math.random().toString(36).slice(2, 10)}`);
    const venues = new VenuesForSearch(gateway(), { keptAnswers: 3 });
    expect(await venues.matchingText(words[0]!, asking)).toEqual([]);
    const added = await createVenue(zone.id, `${words[0]} Rooms`);
    expect(await venues.matchingText(words[0]!, asking)).toEqual([]);
    for (const other of words.slice(1)) await venues.matchingText(other, asking);
    expect(await venues.matchingText(words[0]!, asking)).toEqual([added.id]);
  });
});
