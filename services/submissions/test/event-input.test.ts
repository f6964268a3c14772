import { describe, expect, it } from 'vitest';
import { submittedEventInput } from '../src/event-input.ts';
import type { ExtractedEvent } from '../src/extract/types.ts';

const page = (extra: Partial<ExtractedEvent>): ExtractedEvent => ({
  format: 'json-ld',
  title: 'Harbour Gig',
  start: { value: '2026-12-01T20:00', hasOffset: false },
  ...extra,
});

describe('the event made from what a page says', () => {
  it("keeps the page's categories as the guide's, each once, and drops words it does not know", () => {
    const input = submittedEventInput(
      page({ categories: ['MusicEvent', 'Jazz', 'live', 'Family Friendly', 'misc'] }),
      { timezone: 'Europe/London' },
      'https://example.org/gig',
    );
    expect(input?.categories).toEqual(['music', 'family']);
  });

  it('keeps the place the page names, on one line, with a position only when it is one', () => {
    const input = submittedEventInput(
      page({ place: { name: ' Acceptance\n Hall ', address: '1 Acceptance Street', lat: 123, lng: 151 } }),
      { timezone: 'Australia/Sydney' },
      'https://example.org/gig',
    );
    expect(input?.place).toEqual({ name: 'Acceptance Hall', address: '1 Acceptance Street', lat: null, lng: null });
  });
});
