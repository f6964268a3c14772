import { describe, expect, it } from 'vitest';
import { submittedEventInput } from '../src/event-input.ts';
import { fromSchemaOrg } from '../src/extract/schema-org.ts';
import { clockTimeIn, doorsInText, sourceTime, timeOfDay } from '../src/extract/times.ts';

describe('when doors open, as sources say it', () => {
  it("schema.org doorTime: a date-time with an offset is that instant on the event's clock; without one, as written", () => {
    expect(clockTimeIn(sourceTime('2026-07-04T18:30:00Z')!, 'Europe/London')).toBe('19:30');
    expect(clockTimeIn(sourceTime('2026-12-04T18:30:00Z')!, 'Europe/London')).toBe('18:30');
    expect(clockTimeIn(sourceTime('2026-12-04T19:15')!, 'Europe/Berlin')).toBe('19:15');
    expect(clockTimeIn(timeOfDay('19:00:00')!, 'Europe/Berlin')).toBe('19:00');
  });

  it('a time of day alone is read; anything else is not', () => {
    expect(timeOfDay('07:45')).toEqual({ value: '07:45', hasOffset: false });
    for (const text of ['24:00', '19:60', '7pm', '', undefined]) expect(timeOfDay(text), String(text)).toBeUndefined();
  });

  it('a description that says it (calendars have no property for it)', () => {
    expect(doorsInText('Live set. Doors 7pm, music 8pm.')).toBe('19:00');
    expect(doorsInText('doors open at 19:30')).toBe('19:30');
    expect(doorsInText('Doors: 11.30am')).toBe('11:30');
    expect(doorsInText('Doors open 12am')).toBe('00:00');
    for (const text of ['Doors 7', 'Doors 13pm', 'Doors 25:00', 'The doors are green', undefined])
      expect(doorsInText(text), String(text)).toBeUndefined();
  });

  it('reaches the submitted event: doorTime first, else the description', () => {
    const placement = { timezone: 'Europe/London' };
    const page = (extra: Record<string, unknown>) =>
      fromSchemaOrg({ '@type': 'Event', name: 'Gig', startDate: '2026-12-04T20:00', ...extra }, 'json-ld');
    expect(submittedEventInput(page({ doorTime: '19:00' }), placement, 'https://example.org/')?.doorsTime).toBe('19:00');
    expect(submittedEventInput(page({ description: 'Doors 6.45pm' }), placement, 'https://example.org/')?.doorsTime).toBe('18:45');
    expect(submittedEventInput(page({}), placement, 'https://example.org/')?.doorsTime).toBeNull();
  });
});
