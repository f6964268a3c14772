import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DateTime } from 'luxon';
import { closeFixtures, createZone, unique, type ZoneFixture } from '../support/fixtures.ts';
import { api, getJson } from '../support/http.ts';
import { jsonLdPage, servePage, settledSubmission, submit } from '../support/submissions.ts';
import { bearer } from '../support/tokens.ts';

afterAll(closeFixtures);

interface Series {
  uuid: string;
  recurrence: { rule: string; text: string; excludedDates: string[] };
  events: { uuid: string; status: string; startTimeLocal: string }[];
}

let zone: ZoneFixture;
let reviewer: Record<string, string>;

/** Thursday after next, in London: the first date of each page's series. */
const thursday = () => {
  const today = DateTime.now().setZone('Europe/London').startOf('day');
  return today.plus({ days: ((4 - today.weekday + 7) % 7) + 7 });
};

/** Submits a page and answers the finished submission with the series its event starts, if any. */
async function submittedSeries(content: string, extension: 'html' | 'ics' = 'html') {
  const answer = await submit({ url: await servePage(content, extension) });
  expect(answer.status).toBe(202);
  const submission = await settledSubmission(answer.body.submission.uuid);
  expect(submission.status).toBe('completed');
  const review = await getJson(api(`/api/events/${submission.event!.uuid}/review`), { headers: reviewer });
  const seriesUuid = review.body.event.seriesUuid as string | null;
  if (!seriesUuid) return { submission, series: null };
  const series = await getJson(api(`/api/review/series/${seriesUuid}`), { headers: reviewer });
  return { submission, series: series.body as Series };
}

beforeAll(async () => {
  zone = await createZone({ name: `Repeat Town ${unique()}`, timezone: 'Europe/London', centre: { lat: 52.4, lng: -1.5 } });
  reviewer = await bearer('reviewer');
});

describe('a submitted page that says its event repeats', () => {
  it('an iCalendar RRULE with an EXDATE: every date waits for review with the submitted event, which keeps its uuid', async () => {
    const first = thursday().set({ hour: 19 });
    const stamp = (time: DateTime) => time.toFormat("yyyyMMdd'T'HHmmss");
    const calendar = [
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//test//EN',
      'BEGIN:VEVENT',
      `UID:${unique()}@test`,
      'SUMMARY:Thursday Choir',
      `LOCATION:${zone.name}`,
      `DTSTART;TZID=Europe/London:${stamp(first)}`,
      `DTEND;TZID=Europe/London:${stamp(first.plus({ hours: 2 }))}`,
      'RRULE:FREQ=WEEKLY;BYDAY=TH;COUNT=5',
      `EXDATE;TZID=Europe/London:${stamp(first.plus({ weeks: 1 }))}`,
      'END:VEVENT',
      'END:VCALENDAR',
    ].join('\r\n');
    const { submission, series } = await submittedSeries(calendar, 'ics');
    expect(series).not.toBeNull();
    expect(series!.recurrence.rule.split(';').sort()).toEqual(['BYDAY=TH', 'COUNT=5', 'RRULE:FREQ=WEEKLY']);
    expect(series!.recurrence.excludedDates).toEqual([first.plus({ weeks: 1 }).toISODate()]);
    expect(series!.events.map((event) => event.startTimeLocal.slice(0, 16))).toEqual(
      [0, 2, 3, 4].map((weeks) => first.plus({ weeks }).toFormat("yyyy-MM-dd'T'HH:mm")),
    );
    expect(series!.events[0]!.uuid).toBe(submission.event!.uuid);
    expect(series!.events.every((event) => event.status === 'ready_for_review')).toBe(true);

    const approved = await getJson(api(`/api/review/series/${series!.uuid}/approve`), { method: 'POST', headers: reviewer });
    expect(approved.status).toBe(200);
    expect((approved.body as Series).events.every((event) => event.status === 'published')).toBe(true);
  });

  it('a schema.org eventSchedule: every other Thursday, three times', async () => {
    const first = thursday();
    const page = jsonLdPage({
      name: 'Fortnightly Quiz',
      startDate: first.toISODate(),
      location: { '@type': 'Place', name: zone.name },
      eventSchedule: {
        '@type': 'Schedule',
        repeatFrequency: 'P2W',
        byDay: 'https://schema.org/Thursday',
        startDate: first.toISODate(),
        startTime: '20:00',
        repeatCount: 3,
        scheduleTimezone: 'Europe/London',
      },
    });
    const { series } = await submittedSeries(page);
    expect(series!.recurrence.rule).toBe('RRULE:FREQ=WEEKLY;INTERVAL=2;BYDAY=TH;COUNT=3');
    expect(series!.events.map((event) => event.startTimeLocal.slice(0, 16))).toEqual(
      [0, 2, 4].map((weeks) => first.plus({ weeks }).set({ hour: 20 }).toFormat("yyyy-MM-dd'T'HH:mm")),
    );
  });

  it('a rule the guide does not keep (hourly) leaves the submitted event alone, and the submission still completes', async () => {
    const first = thursday().set({ hour: 10 });
    const calendar = [
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//test//EN',
      'BEGIN:VEVENT',
      `UID:${unique()}@test`,
      'SUMMARY:Hourly Tours',
      `LOCATION:${zone.name}`,
      `DTSTART:${first.toUTC().toFormat("yyyyMMdd'T'HHmmss'Z'")}`,
      'RRULE:FREQ=HOURLY;COUNT=8',
      'END:VEVENT',
      'END:VCALENDAR',
    ].join('\r\n');
    const { submission, series } = await submittedSeries(calendar, 'ics');
    expect(series).toBeNull();
    expect(submission.event).toMatchObject({ title: 'Hourly Tours', status: 'ready_for_review' });
  });
});
