import { describe, expect, it } from 'vitest';
import { changedFields, emptyForm, formValuesOf, readEventForm } from '../src/event-form.ts';

const stored = {
  title: 'Quiz',
  description: '',
  startTime: '2026-12-04T19:00:00.000Z',
  endTime: null,
  categories: ['community'],
  priceInfo: null,
  isFree: true,
  bookingRequired: false,
  accessibilityNote: null,
  imageUrl: null,
  doorsTime: '18:30',
};

describe("the console's event form", () => {
  it('shows a stored event in local time, with its doors time', () => {
    const values = formValuesOf(stored, 'Europe/London');
    expect(values).toMatchObject({ title: 'Quiz', start: '2026-12-04T19:00', doorsTime: '18:30', priceInfo: '', categories: 'community' });
    expect(emptyForm()).toMatchObject({ title: '', doorsTime: '', isFree: false });
  });

  it('reads a post back: an optional field left empty is null, and only what changed is sent', () => {
    const read = readEventForm({ ...formValuesOf(stored, 'Europe/London'), isFree: 'on', doorsTime: '' }, 'Europe/London');
    expect(read.error).toBeUndefined();
    expect(read.content).toMatchObject({ title: 'Quiz', doorsTime: null, priceInfo: null, startTime: '2026-12-04T19:00:00.000Z' });
    expect(changedFields(stored, read.content!)).toEqual({ doorsTime: null });
  });

  it('names what is missing', () => {
    expect(readEventForm({ title: '', start: '2026-12-04T19:00' }, 'Europe/London').error).toBe('The event needs a title.');
    expect(readEventForm({ title: 'Quiz', start: 'soon' }, 'Europe/London').error).toBe('The start must be a date and time.');
  });
});
