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
async function submittedSeries(content: string, extension: 'html' | 'ics' = 'html', body: Record<string, unknown> = {}) {
  const answer = await submit({ url: await servePage(content, extension), ...body });
  expect(answer.status).toBe(202);
  const editToken = answer.body.editToken as string;
  const submission = await settledSubmission(answer.body.submission.uuid);
  expect(submission.status).toBe('completed');
  const review = await getJson(api(`/api/events/${submission.event!.uuid}/review`), { headers: reviewer });
  const seriesUuid = review.body.event.seriesUuid as string | null;
  if (!seriesUuid) return { submission, editToken, series: null };
  return { submission, editToken, series: await seriesOf(seriesUuid) };
}

const seriesOf = async (uuid: string) => (await getJson(api(`/api/review/series/${uuid}`), { headers: reviewer })).body as Series;

/** A daily calendar from Thursday after next: `count` dates, under `title`. */
const dailyCalendar = (title: string, count: number) =>
  [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//test//EN',
    'BEGIN:VEVENT',
    `UID:${unique()}@test`,
    `SUMMARY:${title}`,
    `LOCATION:${zone.name}`,
    `DTSTART;TZID=Europe/London:${thursday().set({ hour: 9 }).toFormat("yyyyMMdd'T'HHmmss")}`,
    `RRULE:FREQ=DAILY;COUNT=${count}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ].join('\r\n');

const reviewSeries = (uuid: string, body: Record<string, unknown>, headers = reviewer) =>
  getJson(api(`/api/review/series/${uuid}/review`), {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

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

    const queue = await getJson(api(`/api/review/queue?zone_id=${zone.id}&limit=50`), { headers: reviewer });
    const mine = (queue.body.results as { uuid: string; seriesUuid: string; possibleDuplicates: unknown[] }[]).filter(
      (item) => item.seriesUuid === series!.uuid,
    );
    expect(mine).toHaveLength(4);
    // The other dates of its series are not offered as copies of a date.
    expect(mine.every((item) => item.possibleDuplicates.length === 0)).toBe(true);

    const approved = await reviewSeries(series!.uuid, { action: 'approve' });
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

  it('waiting for review, a series keeps eight weeks of dates; approved, a year', async () => {
    const { series } = await submittedSeries(dailyCalendar('Daily Yoga', 120), 'ics');
    // Each day from the first to the last before the eighth week from today is over.
    const today = DateTime.now().setZone('Europe/London').startOf('day');
    expect(series!.events).toHaveLength(today.plus({ days: 56 }).diff(thursday(), 'days').days);
    const approved = await reviewSeries(series!.uuid, { action: 'approve' });
    expect(approved.status).toBe(200);
    const published = (approved.body as Series).events;
    expect(published).toHaveLength(120);
    expect(published.every((event) => event.status === 'published')).toBe(true);
    expect((await reviewSeries(series!.uuid, { action: 'approve' })).status).toBe(409);
  });

  it("the submitter's correction reaches every date, and approval publishes the corrected dates", async () => {
    const { submission, editToken, series } = await submittedSeries(dailyCalendar('Quizz Nite', 4), 'ics');
    const corrected = await getJson(api(`/api/submit/event/${submission.uuid}`), {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', 'x-edit-token': editToken },
      body: JSON.stringify({ title: 'Quiz Night', description: 'Teams of four.' }),
    });
    expect(corrected.status).toBe(200);
    const after = await seriesOf(series!.uuid);
    expect(after.events.map((event) => (event as unknown as { title: string }).title)).toEqual(Array(4).fill('Quiz Night'));
    const approved = await reviewSeries(series!.uuid, { action: 'approve' });
    expect((approved.body as Series).events.map((event) => event.status)).toEqual(Array(4).fill('published'));
  });

  it('rejecting the submitted event rejects the dates its page gave; a reviewer may not reject a whole series', async () => {
    const admin = await bearer('admin');
    const first = await submittedSeries(dailyCalendar('Cheap Pills Daily', 5), 'ics');
    expect((await reviewSeries(first.series!.uuid, { action: 'reject' })).status).toBe(409);
    const rejected = await getJson(api(`/api/events/${first.submission.event!.uuid}/review`), {
      method: 'POST',
      headers: { ...admin, 'content-type': 'application/json' },
      body: JSON.stringify({ action: 'reject', message: 'Spam' }),
    });
    expect(rejected.status).toBe(200);
    expect((await seriesOf(first.series!.uuid)).events.map((event) => event.status)).toEqual(Array(5).fill('rejected'));
    expect((await reviewSeries(first.series!.uuid, { action: 'approve' })).status).toBe(409);

    const second = await submittedSeries(dailyCalendar('More Cheap Pills', 5), 'ics');
    const whole = await reviewSeries(second.series!.uuid, { action: 'reject', message: 'Spam again' }, admin);
    expect(whole.status).toBe(200);
    expect((whole.body as Series).events.map((event) => event.status)).toEqual(Array(5).fill('rejected'));
  });

  it("rejecting every pending event of a submitter takes their series' dates too", async () => {
    const email = `spammer-${unique()}@example.org`;
    const { submission, series } = await submittedSeries(dailyCalendar('Spam Daily', 6), 'ics', { email });
    const done = await getJson(api('/api/review/reject-pending'), {
      method: 'POST',
      headers: { ...(await bearer('admin')), 'content-type': 'application/json' },
      body: JSON.stringify({ submitterOf: submission.event!.uuid }),
    });
    expect(done.status).toBe(200);
    expect(done.body.rejected).toBe(6);
    expect((await seriesOf(series!.uuid)).events.every((event) => event.status === 'rejected')).toBe(true);
  });
});
