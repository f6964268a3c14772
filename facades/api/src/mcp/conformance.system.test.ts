import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DateTime } from 'luxon';
import { closeFixtures, createEvents, createVenue, createZone, unique } from '../../../../test/support/fixtures.ts';
import { api } from '../../../../test/support/http.ts';
import { MCP_FULL, MCP_READ } from '../../../../test/support/mcp.ts';
import { jsonLdPage, servePage } from '../../../../test/support/submissions.ts';
import { tokenFor } from '../../../../test/support/tokens.ts';

afterAll(closeFixtures);

const run = promisify(execFile);
const fromRoot = (path: string) => fileURLToPath(new URL(`../../../../${path}`, import.meta.url));
const CONFORMANCE = fromRoot('node_modules/@modelcontextprotocol/conformance/dist/index.js');
const INSPECTOR = fromRoot('node_modules/@modelcontextprotocol/inspector/clients/launcher/build/index.js');
const EXPECTED_FAILURES = fileURLToPath(new URL('conformance-expected-failures.yml', import.meta.url));

/** A tool of the project run with the project's own Node (24; both tools need 22 or newer), its exit code and output kept. */
async function node(script: string, args: string[]) {
  try {
    const { stdout, stderr } = await run(process.execPath, [script, ...args], {
      cwd: mkdtempSync(join(tmpdir(), 'mcp-tools-')),
      maxBuffer: 64 * 1024 * 1024,
      timeout: 240_000,
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? 1, stdout: failed.stdout ?? '', stderr: failed.stderr ?? '' };
  }
}

it('runs on Node 22 or newer', () => {
  expect(Number(process.versions.node.split('.')[0])).toBeGreaterThanOrEqual(22);
});

describe.each(['2025-11-25', '2026-07-28'])('the official conformance suite, as %s requires it', (revision) => {
  it.each([MCP_READ, MCP_FULL])(
    'passes on %s, but for the committed expected failures',
    async (path) => {
      const { code, stdout, stderr } = await node(CONFORMANCE, [
        'server',
        '--url',
        api(path),
        '--requirements',
        revision,
        '--expected-failures',
        EXPECTED_FAILURES,
      ]);
      expect(code, `${stdout.slice(-4000)}\n${stderr.slice(-2000)}`).toBe(0);
      expect(stdout).toMatch(new RegExp(`Running requirements ${revision}`));
      // Scenarios that do not need the suite's fixtures pass outright.
      for (const scenario of [
        'tools-list',
        'resources-list',
        'prompts-list',
        'dns-rebinding-protection',
        ...(revision === '2026-07-28'
          ? ['caching', 'http-header-validation', 'sep-2164-resource-not-found']
          : ['server-initialize', 'ping']),
      ]) {
        expect(stdout, scenario).toMatch(new RegExp(`✓ ${scenario}: [1-9]\\d* passed, 0 failed`));
      }
    },
    300_000,
  );
});

describe('the MCP Inspector CLI', () => {
  const inspect = (path: string, args: string[], token?: string) =>
    node(INSPECTOR, ['--cli', api(path), '--transport', 'http', ...(token ? ['--header', `Authorization: Bearer ${token}`] : []), ...args]);
  // Every value as JSON: the CLI reads a value as JSON when it parses as JSON, so a key like `12345678` would be a number.
  const argsOf = (values: Record<string, unknown>) =>
    Object.entries(values).flatMap(([name, value]) => ['--tool-arg', `${name}=${JSON.stringify(value)}`]);

  let calls: [string, Record<string, unknown>][];
  let reviewerToken: string;
  let adminToken: string;
  /** The tools for administrators, called with their token; the rest with a reviewer's. */
  const ADMIN_TOOLS = new Set([
    'list_sources',
    'get_source',
    'follow_source',
    'change_source',
    'unfollow_source',
    'run_source',
    'reject_pending_events',
    'describe_venue',
    'find_venues',
    'create_venue',
    'update_venue',
    'create_town',
    'update_town',
    'read_audit_log',
  ]);

  beforeAll(async () => {
    const zone = await createZone({ name: `Inspector Town ${unique()}`, timezone: 'Europe/London', centre: { lat: 51.5, lng: -0.12 } });
    const venue = await createVenue(zone.id, `Inspector Hall ${unique()}`);
    const day = DateTime.now().setZone('Europe/London').plus({ days: 1 }).toISODate()!;
    const [event] = await createEvents([{ zone, venueId: venue.id, localStart: `${day}T19:30`, title: `Inspector Quiz ${unique()}` }]);
    const [waiting, repeating, toRepeat] = await createEvents(
      ['Review', 'Weekly', 'Monthly'].map((kind) => ({
        zone,
        localStart: `${day}T21:00`,
        title: `Inspector ${kind} ${unique()}`,
        status: 'ready_for_review' as const,
      })),
    );
    reviewerToken = await tokenFor('reviewer');
    adminToken = await tokenFor('admin');
    const feed = async () => servePage(`BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//test//EN\r\nEND:VCALENDAR`, 'ics');
    const follow = async () => {
      const response = await fetch(api('/api/admin/sources'), {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${adminToken}` },
        body: JSON.stringify({ url: await feed(), zoneId: zone.id }),
      });
      return (await response.json()) as { id: string };
    };
    const source = await follow();
    const dropped = await follow();
    const repeated = await fetch(api(`/api/review/events/${repeating!.uuid}/repeat`), {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${reviewerToken}` },
      body: JSON.stringify({ recurrence: 'RRULE:FREQ=WEEKLY;COUNT=4' }),
    });
    const series = (await repeated.json()) as { uuid: string };
    calls = [
      ['list_locations', {}],
      ['match_zone', { lat: 51.5, lng: -0.12 }],
      ['find_events', { location: zone.slug, date: day, near: { lat: 51.5, lng: -0.12 }, radius: 5000 }],
      ['get_event', { uuid: event!.uuid }],
      ['get_venue', { slug: venue.slug }],
      ['ask', { query: `what's on tomorrow in ${zone.name}`, locale: 'en-GB', conversation: ['music please'] }],
      ['list_review_queue', { zoneId: zone.id }],
      ['get_event_review', { uuid: waiting!.uuid }],
      ['review_event', { uuid: waiting!.uuid, action: 'approve', idempotencyKey: unique() }],
      ['get_event_series', { seriesUuid: series.uuid }],
      ['edit_event_series', { seriesUuid: series.uuid, changes: { priceInfo: '£5 on the door' } }],
      ['review_event_series', { seriesUuid: series.uuid, action: 'approve' }],
      ['repeat_event', { uuid: toRepeat!.uuid, recurrence: 'RRULE:FREQ=MONTHLY;COUNT=3' }],
      ['list_sources', {}],
      ['follow_source', { url: await feed(), zoneId: zone.id }],
      ['get_source', { id: source.id }],
      ['change_source', { id: source.id, everyMinutes: 90 }],
      ['run_source', { id: source.id }],
      ['unfollow_source', { id: dropped.id }],
      ['reject_pending_events', { sourceId: source.id }],
      ['describe_venue', { venueSlug: venue.slug, description: 'A hall for the Inspector.' }],
      ['find_venues', { q: 'Inspector Hall' }],
      ['create_venue', { name: `Inspector Annexe ${unique()}`, lat: 51.5, lng: -0.12, zoneId: zone.id }],
      ['update_venue', { venueSlug: venue.slug, address: '2 Inspector Row' }],
      ['create_town', { name: `Inspector Quarter ${unique()}`, countryCode: 'GB', parentId: zone.id }],
      ['update_town', { zoneId: zone.id, localNames: { es: 'Ciudad del Inspector' } }],
      ['read_audit_log', { object: venue.slug }],
    ];
  });

  it.each([MCP_READ, MCP_FULL])('lists the tools of %s with no schema warning under --strict', async (path) => {
    const { code, stdout, stderr } = await inspect(path, ['--method', 'tools/list', '--strict']);
    expect(code, stderr).toBe(0);
    expect(stderr).toBe('');
    expect(JSON.parse(stdout).tools.length).toBeGreaterThanOrEqual(5);
  });

  it('calls every tool, each answering without an error or a warning', async () => {
    const url = await servePage(jsonLdPage({ name: `Inspector Gig ${unique()}`, startDate: '2026-12-30T20:00:00Z' }));
    const submitted = await inspect(MCP_FULL, [
      '--method',
      'tools/call',
      '--tool-name',
      'submit_event_from_url',
      ...argsOf({ url, idempotencyKey: unique() }),
    ]);
    expect(submitted.code, submitted.stdout + submitted.stderr).toBe(0);
    const receipt = JSON.parse(submitted.stdout).structuredContent;
    const all: [string, Record<string, unknown>][] = [
      ...calls,
      ['get_submission', { uuid: receipt.submission.uuid }],
      [
        'update_submission',
        {
          uuid: receipt.submission.uuid,
          editToken: receipt.editToken,
          changes: { description: 'Doors at eight.' },
          idempotencyKey: unique(),
        },
      ],
    ];
    const listed = JSON.parse((await inspect(MCP_FULL, ['--method', 'tools/list'])).stdout).tools.map(
      (tool: { name: string }) => tool.name,
    );
    expect([...all.map(([name]) => name), 'submit_event_from_url'].sort()).toEqual([...listed].sort());
    for (const [name, values] of all) {
      const { code, stdout, stderr } = await inspect(
        MCP_FULL,
        ['--method', 'tools/call', '--tool-name', name, ...argsOf(values)],
        ADMIN_TOOLS.has(name) ? adminToken : reviewerToken,
      );
      expect(code, `${name}: ${stdout}${stderr}`).toBe(0);
      expect(stderr, name).toBe('');
      expect(JSON.parse(stdout).isError, name).toBeFalsy();
    }
    // One Inspector process a tool, one after another: about three seconds each on two shared cores.
  }, 240_000);
});
