import { afterAll, describe, expect, it } from 'vitest';
import { DateTime } from 'luxon';
import { load } from 'cheerio';
import { closeFixtures, createVenue, createZone, unique, type ZoneFixture } from '../support/fixtures.ts';
import { graphql } from '../support/graphql.ts';
import { api, getJson, site } from '../support/http.ts';
import { mailTo, settledSubmission, submit, typedSubmissionCount } from '../support/submissions.ts';
import { bearer } from '../support/tokens.ts';
import { solvedProofOfWork } from '../../facades/site/test/proof-of-work.ts';

afterAll(closeFixtures);

const BERLIN = 'Europe/Berlin';
const day = DateTime.now().setZone(BERLIN).plus({ days: 5 }).toISODate()!;

/** The typed form as a browser posts it, with the proof of work solved. */
async function postTyped(fields: Record<string, string>, options: { lang?: string; proof?: boolean } = {}) {
  const body = new URLSearchParams({
    kind: 'typed',
    ...fields,
    ...(options.proof === false ? {} : { altcha: await solvedProofOfWork(site('')) }),
  });
  const response = await fetch(site('/submit'), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...(options.lang ? { 'accept-language': options.lang } : {}) },
    body,
    redirect: 'manual',
  });
  return { response, $: load(await response.text()) };
}

const review = async (uuid: string, body: unknown) =>
  getJson(api(`/api/events/${uuid}/review`), {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(await bearer('reviewer')) },
    body: JSON.stringify(body),
  });

async function town(): Promise<{ zone: ZoneFixture; venue: { id: number; name: string } }> {
  const zone = await createZone({ name: `Flyerstadt ${unique()}`, timezone: BERLIN, countryCode: 'DE' });
  const venue = await createVenue(zone.id, `Kulturhaus ${unique()}`, { address: 'Marktplatz 1', lat: 52.5, lng: 13.4 });
  return { zone, venue };
}

describe('typing an event in on /submit', () => {
  it('goes to review at the venue named, in the town chosen, with a receipt that links to editing it, in German', async () => {
    const { zone, venue } = await town();
    const title = `Flohmarkt ${unique()}`;
    const email = `flyer-${unique()}@example.org`;
    const { response, $ } = await postTyped(
      {
        title,
        zoneId: String(zone.id),
        start: `${day}T10:00`,
        end: `${day}T16:00`,
        venue: venue.name.toLowerCase(),
        description: 'Alles muss raus.',
        priceInfo: '2 €',
        link: 'https://example.org/flohmarkt',
        imageUrl: 'https://images.example.org/flohmarkt.jpg',
        email,
        creditName: 'Nachbarschaft',
      },
      { lang: 'de-DE,de;q=0.9' },
    );
    expect(response.status, $('main').text()).toBe(200);
    expect($('html').attr('lang')).toBe('de-DE');
    expect($('h1').text()).toBe('Danke');
    expect($('#read-title').text()).toBe(title);
    expect($('#read-when').text()).toBe(
      `${DateTime.fromISO(`${day}T10:00`, { zone: BERLIN }).setLocale('de-DE').toLocaleString({ weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', hour: 'numeric', minute: '2-digit' })} – 16:00 (Ortszeit ${zone.name})`,
    );
    expect($('#read-where').text()).toBe(`${venue.name}, Marktplatz 1, ${zone.name}`);
    expect($('#status').text()).toBe('Gelesen; wartet auf Prüfung.');
    // No token to paste: the link the mail gives, which opens the correction form.
    expect($('code.token').length).toBe(0);
    const editLink = $('#edit-link').attr('href')!;
    expect(editLink).toMatch(new RegExp(`^${site('/submissions/')}[0-9a-f-]{36}\\?token=`));
    // The mail speaks the language of the page it was sent from.
    const [mail] = await mailTo(email);
    expect(mail!.subject).toBe('Deine Veranstaltungsmeldung an Local Events');
    expect(mail!.text).toContain(`Danke, dass du Local Events davon erzählst:\n  ${title}`);
    expect(mail!.text).toContain(editLink.split('?')[0]);

    const uuid = /submissions\/([0-9a-f-]{36})/.exec(editLink)![1]!;
    const submission = await settledSubmission(uuid);
    expect(submission).toMatchObject({
      status: 'completed',
      event: { status: 'ready_for_review', title, venueName: venue.name, zoneName: zone.name, description: 'Alles muss raus.' },
    });
    const rest = await getJson(api(`/api/submit/event/${uuid}`));
    expect(rest.body.sourceUrl).toBeNull();
    expect(rest.body.event).toMatchObject({
      priceInfo: '2 €',
      imageUrl: 'https://images.example.org/flohmarkt.jpg',
      startTime: DateTime.fromISO(`${day}T10:00`, { zone: BERLIN }).toUTC().toISO(),
      endTime: DateTime.fromISO(`${day}T16:00`, { zone: BERLIN }).toUTC().toISO(),
    });

    const editing = load(await (await fetch(editLink)).text());
    expect(editing('form input[name=title]').attr('value')).toBe(title);

    // Once published, its page names the link given as its source.
    expect((await review(submission.event!.uuid, { action: 'approve' })).status).toBe(200);
    const eventPage = load(await (await fetch(site(`/event/${submission.event!.uuid}`))).text());
    expect(eventPage('dl.facts a[href="https://example.org/flohmarkt"]').text()).toBe('example.org');
  });

  it('the status page shows the question, takes an answer through the link, and links the event once published', async () => {
    const { zone, venue } = await town();
    const title = `Lesung ${unique()}`;
    const { $ } = await postTyped({ title, zoneId: String(zone.id), start: `${day}T19:00`, venue: venue.name });
    const editLink = $('#edit-link').attr('href')!;
    const uuid = /submissions\/([0-9a-f-]{36})/.exec(editLink)![1]!;
    const eventUuid = (await settledSubmission(uuid)).event!.uuid;
    expect((await review(eventUuid, { action: 'request_more_info', message: 'Is it free to get in?' })).status).toBe(200);

    // The events service tells the submissions service in the background (and mails the submitter).
    const statusPage = async () => load(await (await fetch(site(`/submissions/${uuid}`))).text());
    await expect.poll(async () => (await statusPage())('#question').text(), { timeout: 20_000 }).toBe('Is it free to get in?');
    const anyone = await statusPage();
    expect(anyone('textarea#answer').length).toBe(0);
    const withLink = load(await (await fetch(editLink)).text());
    const token = withLink('input[name=token]').attr('value')!;
    const form = Object.fromEntries(
      withLink('form[method=post] input, form[method=post] textarea')
        .map((_i, element) => [[withLink(element).attr('name'), withLink(element).attr('value') ?? withLink(element).text()]])
        .get()
        .filter(([name]) => name && !['isFree', 'bookingRequired'].includes(name)),
    );
    const answered = await fetch(site(`/submissions/${uuid}`), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ ...form, token, answer: 'Yes, free entry.' }),
      redirect: 'manual',
    });
    expect(answered.status).toBe(303);
    const after = load(await (await fetch(site(answered.headers.get('location')!))).text());
    expect(after('#answer-given').text()).toContain('Yes, free entry.');
    // Reviewers read it beside the event (the console's review page shows Submission.answer).
    const kept = await graphql<{ submission: { question: string; answer: string } }>(
      'query S($uuid: String!) { submission(uuid: $uuid) { question answer } }',
      { variables: { uuid } },
    );
    expect(kept.data?.submission).toEqual({ question: 'Is it free to get in?', answer: 'Yes, free entry.' });

    expect((await review(eventUuid, { action: 'approve' })).body.event.status).toBe('published');
    const published = load(await (await fetch(site(`/submissions/${uuid}`))).text());
    expect(published('#status').text()).toBe('Published.');
    expect(published('#published-link').attr('href')).toMatch(new RegExp(`/event/[a-z0-9-]*-?${eventUuid}$`));
  });

  it('refuses, with a 400 page in the language and nothing stored: no title, an impossible start, an end before it, no place, no proof of work, the honeypot', async () => {
    const { zone } = await town();
    const title = `Refused ${unique()}`;
    const base = { title, zoneId: String(zone.id), start: `${day}T10:00`, address: 'Somewhere 1' };
    const cases: [Record<string, string>, string, { proof?: boolean }?][] = [
      [{ ...base, title: '' }, 'Revisa esta casilla: ¿Cómo se llama?.'],
      [{ ...base, start: `${day}T25:00` }, 'Revisa esta casilla: Empieza (hora local de la ciudad).'],
      [{ ...base, end: `${day}T09:00` }, 'Revisa esta casilla: Termina (hora local de la ciudad).'],
      [{ ...base, address: '' }, 'Revisa esta casilla: Local o lugar.'],
      [{ ...base, zoneId: 'x' }, 'Revisa esta casilla: Ciudad o barrio.'],
      [{ ...base, title: `${title}\u0007` }, 'Revisa esta casilla: ¿Cómo se llama?.'],
      [{ ...base, imageUrl: 'javascript:alert(1)' }, 'Revisa esta casilla: Dirección de la imagen.'],
      [base, 'Marca «No soy un robot» y espera a que termine la comprobación.', { proof: false }],
      [{ ...base, website: 'http://spam.example' }, 'Este envío se ha rechazado.'],
    ];
    for (const [fields, message, options] of cases) {
      const { response, $ } = await postTyped(fields, { lang: 'es', ...options });
      expect(response.status, JSON.stringify(fields)).toBe(400);
      expect($('#typed-error').text(), JSON.stringify(fields)).toBe(message);
      // What was typed is kept in the form.
      expect($('#typed-form input[name=start]').attr('value')).toBe(fields.start);
    }
    expect(await typedSubmissionCount(title)).toBe(0);
    expect(await typedSubmissionCount(`${title}\u0007`)).toBe(0);
  });

  it("suggests the chosen town's venues for the place box; an unknown or hostile town suggests none", async () => {
    const { zone, venue } = await town();
    const chosen = load(await (await fetch(site(`/submit?town=${zone.id}`))).text());
    expect(chosen('#typed-form select#zoneId option[selected]').attr('value')).toBe(String(zone.id));
    expect(
      chosen('datalist#venues option')
        .map((_i, option) => chosen(option).attr('value'))
        .get(),
    ).toEqual([venue.name]);
    for (const odd of ['2147483647', '-1', 'x', '1e9', `${zone.id}<script>`]) {
      const response = await fetch(site(`/submit?town=${encodeURIComponent(odd)}`));
      expect(response.status, odd).toBe(200);
      expect(load(await response.text())('datalist#venues option').length, odd).toBe(0);
    }
  });

  it('the API takes a typed event too, and refuses both or neither of url and event', async () => {
    const { zone, venue } = await town();
    const title = `API typed ${unique()}`;
    const accepted = await submit({ event: { title, start: `${day}T20:00`, zoneId: zone.id, venueId: venue.id } });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(202);
    expect((await settledSubmission(accepted.body.submission.uuid)).event).toMatchObject({ title, venueName: venue.name });
    const both = await submit({
      url: 'https://example.org/e',
      event: { title, start: `${day}T20:00`, zoneId: zone.id, venueId: venue.id },
    });
    expect(both.status).toBe(400);
    expect((await submit({ email: 'a@example.org' })).status).toBe(400);
    const noPlace = await submit({ event: { title: `${title} 2`, start: `${day}T20:00`, zoneId: zone.id } });
    expect(noPlace.status).toBe(400);
    expect(noPlace.headers.get('content-type')).toBe('application/problem+json');
    expect(await typedSubmissionCount(`${title} 2`)).toBe(0);
  });
});
