import * as cheerio from 'cheerio';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { CLOCK_TIME, EVENT_CONTENT_LIMITS, PLACE_LIMITS, SUBMISSION_LIMITS } from '@local-events/contracts';
import { renderTemplate } from '../../facades/site/src/render.ts';
import { closeFixtures, createVenue, createZone, unique } from '../support/fixtures.ts';
import { graphql } from '../support/graphql.ts';
import { api, getJson, site } from '../support/http.ts';
import { bearer } from '../support/tokens.ts';

afterAll(closeFixtures);

const send = async (method: string, url: string, body: unknown, headers: Record<string, string> = {}) =>
  getJson(url, { method, headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });

/** Each column's length check as the database holds it: column -> its largest length. */
async function databaseLimits(table: string): Promise<Map<string, number>> {
  const client = new pg.Client({ connectionString: inject('stack').databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ definition: string }>(
      `select pg_get_constraintdef(oid) as definition from pg_constraint where conrelid = $1::regclass and contype = 'c'`,
      [table],
    );
    const limits = new Map<string, number>();
    for (const { definition } of rows) {
      const match = /length\((\w+)\) (?:<= (\d+)|>= 1\)? AND \(?length\(\w+\) <= (\d+))/.exec(definition);
      if (match) limits.set(match[1]!, Number(match[2] ?? match[3]));
    }
    return limits;
  } finally {
    await client.end();
  }
}

describe("the contract's limits hold the same on every side", () => {
  it("the database's checks are the contract's limits", async () => {
    const events = await databaseLimits('events.event');
    expect(Object.fromEntries(events)).toEqual({
      title: EVENT_CONTENT_LIMITS.title,
      accessibility_note: EVENT_CONTENT_LIMITS.accessibilityNote,
      place_name: PLACE_LIMITS.name,
      place_address: PLACE_LIMITS.address,
    });
    const submissions = await databaseLimits('submissions.submission');
    expect(Object.fromEntries(submissions)).toMatchObject({ email: SUBMISSION_LIMITS.email, note: SUBMISSION_LIMITS.note });
  });

  it("the site's forms state them as maxlength", async () => {
    const form = cheerio.load(renderTemplate('event-fields.njk', { form: {} }));
    const maxlength = (name: string) => Number(form(`[name="${name}"]`).attr('maxlength'));
    for (const field of ['title', 'description', 'priceInfo', 'accessibilityNote', 'imageUrl'] as const) {
      expect(maxlength(field), field).toBe(EVENT_CONTENT_LIMITS[field]);
    }
    const submitPage = cheerio.load(await (await fetch(site('/submit'))).text());
    expect(Number(submitPage('[name="url"]').attr('maxlength'))).toBe(SUBMISSION_LIMITS.url);
    expect(Number(submitPage('[name="email"]').attr('maxlength'))).toBe(SUBMISSION_LIMITS.email);
  });

  describe('the API and the gateway accept a title at the limit and refuse one over it', () => {
    let venueSlug: string;
    beforeAll(async () => {
      const zone = await createZone({ name: `Limits ${unique()}`, timezone: 'Europe/London' });
      venueSlug = (await createVenue(zone.id, `Limits Hall ${unique()}`)).slug;
      await graphql(`mutation { addVenueManager(slug: "${venueSlug}", subject: "demo-venue-manager") { slug } }`, {
        headers: await bearer('admin'),
      });
    });

    it.each([
      ['at the limit', EVENT_CONTENT_LIMITS.title, 201],
      ['over it', EVENT_CONTENT_LIMITS.title + 1, 400],
    ])('%s', async (_, length, status) => {
      const title = 'T'.repeat(length);
      const answer = await send(
        'POST',
        api(`/api/venue-admin/${venueSlug}/events`),
        { title, startTime: '2027-03-01T19:00:00Z' },
        await bearer('venue-manager'),
      );
      expect(answer.status).toBe(status);
      if (status === 400) expect(answer.body.errors[0].name).toBe('title');
    });
  });

  it("a doors time is what the contract's clock time and the database's check both accept", async () => {
    const client = new pg.Client({ connectionString: inject('stack').databaseUrl });
    await client.connect();
    try {
      for (const value of ['00:00', '09:05', '19:30', '23:59', '24:00', '7:30', '19:60', '19:30:00', 'x']) {
        const { rows } = await client.query<{ ok: boolean }>(
          `select $1 ~ (regexp_match(pg_get_constraintdef(oid), '''(.*)''')::text[])[1] as ok from pg_constraint where conrelid = 'events.event'::regclass and pg_get_constraintdef(oid) like '%doors_time%'`,
          [value],
        );
        expect(rows[0]!.ok, value).toBe(CLOCK_TIME.test(value));
      }
    } finally {
      await client.end();
    }
  });
});
