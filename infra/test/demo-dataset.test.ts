import { describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
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

  it('gives every event a picture shipped with the site, and its venue a description', () => {
    for (const event of demo.events) {
      const file = new URL(event.imageUrl).pathname.replace('/assets/demo/', '');
      expect(existsSync(fileURLToPath(new URL(`../../facades/site/assets/demo/${file}`, import.meta.url))), file).toBe(true);
    }
    for (const venue of demo.venues) expect(venue.description.length).toBeGreaterThan(20);
  });

  it('credits the events of managed venues to the venue, some others to people, and records who did what', () => {
    const managed = new Set(demo.managers.map((manager) => manager.venueId));
    for (const event of demo.events.filter((event) => managed.has(event.venueId))) expect(event.creditKind).toBe('venue');
    const credited = demo.events.filter((event) => event.creditKind === 'person');
    expect(credited.length).toBeGreaterThan(20);
    for (const event of credited) expect(event.creditName).toBeTruthy();
    for (const event of demo.events.filter((event) => event.creditKind === 'person' || event.creditKind === 'venue')) {
      expect(demo.transitions.some((transition) => transition.eventUuid === event.uuid)).toBe(true);
    }
    const people = new Set(demo.transitions.map((transition) => transition.actor));
    expect(people.size).toBeGreaterThanOrEqual(4);
  });
});
