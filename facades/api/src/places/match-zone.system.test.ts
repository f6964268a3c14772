import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeFixtures, createZone, unique, type ZoneFixture } from '../../../../test/support/fixtures.ts';
import { api, expectProblem, getJson } from '../../../../test/support/http.ts';
import { callTool, MCP_READ, mcpClient } from '../../../../test/support/mcp.ts';

afterAll(closeFixtures);

// Far out in the South Pacific, where no other test puts a zone.
let city: ZoneFixture;
let quarter: ZoneFixture;
let other: ZoneFixture;
beforeAll(async () => {
  const word = unique();
  city = await createZone({ name: `Nemo ${word}`, timezone: 'Pacific/Pitcairn', countryCode: 'PN', centre: { lat: -48, lng: -123 } });
  quarter = await createZone({
    name: `Nemo Harbour ${word}`,
    timezone: 'Pacific/Pitcairn',
    countryCode: 'PN',
    parentId: city.id,
    centre: { lat: -48.02, lng: -123.03 },
  });
  other = await createZone({ name: `Far Nemo ${word}`, timezone: 'Pacific/Pitcairn', countryCode: 'PN', centre: { lat: -47, lng: -122 } });
  await createZone({
    name: `Hidden Nemo ${word}`,
    timezone: 'Pacific/Pitcairn',
    countryCode: 'PN',
    hidden: true,
    centre: { lat: -48.001, lng: -123.001 },
  });
});

const matched = async (lat: number, lng: number) => {
  const { status, body } = await getJson(api(`/api/places/match-zone?lat=${lat}&lng=${lng}`));
  expect(status, JSON.stringify(body)).toBe(200);
  expect(Object.keys(body)).toEqual(['zone']);
  return body.zone as { id: number; name: string; kind: string; url: string; lat: number; lng: number };
};

describe('GET /api/places/match-zone', () => {
  it('answers the listed zone whose centre is nearest: a neighbourhood when it is nearer than its city', async () => {
    expect(await matched(-48.021, -123.031)).toMatchObject({ id: quarter.id, kind: 'neighbourhood', lat: -48.02, lng: -123.03 });
    expect(await matched(-48.0005, -123.0005)).toMatchObject({
      id: city.id,
      kind: 'city',
      url: expect.stringContaining(`/pn/${city.slug}`),
    });
    expect((await matched(-47.1, -122.1)).id).toBe(other.id);
  });

  it.each([
    ['no lat', 'lng=-123', 400],
    ['a latitude past the pole', 'lat=91&lng=0', 400],
    ['a longitude past the antimeridian', 'lat=0&lng=180.5', 400],
    ['words for degrees', 'lat=north&lng=west', 400],
    ['lat given twice', 'lat=1&lat=2&lng=3', 400],
  ])('%s: %i problem', async (_label, query, status) => {
    const problem = await expectProblem(api(`/api/places/match-zone?${query}`), status);
    expect(problem.detail ?? problem.errors).toBeTruthy();
  });

  it('match_zone on the MCP endpoints answers the same zone', async () => {
    const client = await mcpClient(MCP_READ);
    const result = await callTool<{ id: number }>(client, 'match_zone', { lat: -48.021, lng: -123.031 });
    expect(result.structured).toEqual(await matched(-48.021, -123.031));
    // Arguments outside the input schema are a tool error the model can correct, as for every tool.
    expect(await callTool(client, 'match_zone', { lat: 95, lng: 0 })).toMatchObject({
      isError: true,
      content: [{ text: expect.stringMatching(/^Input validation error: .*lat/) }],
    });
    await client.close();
  });
});
