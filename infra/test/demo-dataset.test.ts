import { describe, expect, it } from 'vitest';
import { DateTime } from 'luxon';
import { demoDataset } from '../src/demo/dataset.ts';

describe('the demo data set', () => {
  const today = new Date('2026-11-21T12:00:00Z');
  const demo = demoDataset(today);

  it('has towns in several countries and time zones, and a city with neighbourhoods', () => {
    expect(new Set(demo.locations.map((zone) => zone.countryCode)).size).toBeGreaterThanOrEqual(2);
    expect(new Set(demo.locations.map((zone) => zone.timezone)).size).toBeGreaterThanOrEqual(2);
    const cities = demo.locations.filter((zone) => zone.kind === 'city');
    expect(cities.some((city) => demo.locations.filter((zone) => zone.parentId === city.id).length >= 2)).toBe(true);
    for (const zone of demo.locations.filter((zone) => zone.kind === 'neighbourhood')) {
      const parent = demo.locations.find((candidate) => candidate.id === zone.parentId)!;
      expect(parent.kind).toBe('city');
      expect(zone.timezone).toBe(parent.timezone);
    }
  });

  it('has dozens of venues and a few hundred events, all pointing at what exists', () => {
    expect(demo.venues.length).toBeGreaterThanOrEqual(24);
    expect(demo.events.length).toBeGreaterThanOrEqual(200);
    const zoneIds = new Set(demo.locations.map((zone) => zone.id));
    for (const venue of demo.venues) expect(zoneIds.has(venue.zoneId)).toBe(true);
    for (const event of demo.events) {
      const venue = demo.venues.find((candidate) => candidate.id === event.venueId)!;
      expect(event.zoneId).toBe(venue.zoneId);
    }
    expect(new Set(demo.venues.map((venue) => venue.slug)).size).toBe(demo.venues.length);
    const zoneKeys = demo.locations.map((zone) => `${zone.countryCode}/${zone.slug}`);
    expect(new Set(zoneKeys).size).toBe(zoneKeys.length);
  });

  it('dates events over the coming weeks at sensible local hours of their town', () => {
    for (const event of demo.events) {
      const local = DateTime.fromJSDate(event.startTime, { zone: event.timezone });
      const firstDay = DateTime.fromJSDate(today, { zone: event.timezone }).startOf('day');
      expect(local >= firstDay && local < firstDay.plus({ days: 42 })).toBe(true);
      expect(local.hour).toBeGreaterThanOrEqual(9);
      expect(event.endTime.getTime()).toBeGreaterThan(event.startTime.getTime());
    }
    expect(demo.events.filter((event) => event.status === 'published').length / demo.events.length).toBeGreaterThan(0.9);
  });
});
