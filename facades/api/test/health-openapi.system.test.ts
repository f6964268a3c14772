import { describe, expect, it } from 'vitest';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import { api, expectProblem, getJson } from '../../../test/support/http.ts';

describe('GET /api/healthz', () => {
  it('is 200 with a check for the gateway, every subgraph and the database', async () => {
    const { status, body } = await getJson(api('/api/healthz'));
    expect(status).toBe(200);
    expect(body).toEqual({
      status: 'ok',
      checks: {
        gateway: { status: 'ok' },
        locations: { status: 'ok' },
        events: { status: 'ok' },
        venues: { status: 'ok' },
        submissions: { status: 'ok' },
        database: { status: 'ok' },
      },
    });
  });
});

describe('GET /api/openapi.json', () => {
  it('is OpenAPI 3.1 describing every /api path, and lint-clean', async () => {
    const { status, body } = await getJson(api('/api/openapi.json'));
    expect(status).toBe(200);
    expect(body.openapi).toBe('3.1.0');
    expect(Object.keys(body.paths).sort()).toEqual(
      [
        '/api/admin/audit',
        '/api/admin/sources',
        '/api/admin/sources/{id}',
        '/api/admin/sources/{id}/run',
        '/api/admin/towns',
        '/api/admin/towns/{id}',
        '/api/admin/venues',
        '/api/admin/venues/{slug}',
        '/api/admin/venues/{slug}/managers',
        '/api/admin/venues/{slug}/managers/{subject}',
        '/api/admin/venues/{slug}/merge',
        '/api/admin/venues/{slug}/tokens',
        '/api/admin/venues/{slug}/tokens/{id}',
        '/api/admin/waitlist',
        '/api/admin/waitlist/{uuid}',
        '/api/ask',
        '/api/docs',
        '/api/events/get',
        '/api/events/categories',
        '/api/events/list',
        '/api/events/search',
        '/api/events/{uuid}/review',
        '/api/healthz',
        '/api/locations/get-by-slug',
        '/api/locations/list',
        '/api/mcp',
        '/api/mcp/events',
        '/api/mcp/events/server-card',
        '/api/mcp/server-card',
        '/api/openapi.json',
        '/api/p/venues/{slug}',
        '/api/places/match-zone',
        '/api/raycast/query',
        '/api/review/events/{uuid}/repeat',
        '/api/review/queue',
        '/api/review/reject-pending',
        '/api/review/series/{seriesUuid}',
        '/api/review/series/{seriesUuid}/review',
        '/api/review/venues',
        '/api/review/venues/{slug}/approve',
        '/api/review/venues/{slug}/merge',
        '/api/submit/event',
        '/api/submit/event/{uuid}',
        '/api/venue-admin/{slug}',
        '/api/venue-admin/{slug}/events',
        '/api/venue-admin/{slug}/events/{eventUuid}',
        '/api/venue-admin/{slug}/events/{eventUuid}/reinstate',
        '/api/venue-admin/{slug}/series/{seriesUuid}',
        '/api/venue-admin/{slug}/sources',
        '/api/venue-admin/{slug}/sources/{id}',
        '/api/venue-admin/{slug}/sources/{id}/run',
        '/api/waitlist',
      ].sort(),
    );
    // Health and the document itself have no client error to report, so not every operation has a 4XX.
    const config = await createConfig({ extends: ['recommended'], rules: { 'operation-4xx-response': 'off' } });
    const problems = await lintFromString({ source: JSON.stringify(body), absoluteRef: 'openapi.json', config });
    expect(problems.map((problem) => `${problem.ruleId}: ${problem.message} at ${problem.location[0]?.pointer}`)).toEqual([]);
  });

  it('documents the parameters that requests are validated against', async () => {
    const { body } = await getJson(api('/api/openapi.json'));
    const list = body.paths['/api/events/list'].get;
    const zoneId = list.parameters.find((parameter: { name: string }) => parameter.name === 'zone_id');
    expect(zoneId).toMatchObject({ in: 'query', required: true, schema: { type: 'integer', minimum: 1 } });
    expect(list.responses['400'].content['application/problem+json']).toBeDefined();
    const summary = body.components.schemas.EventSummary;
    expect(Object.keys(summary.properties).sort()).toEqual(['startTime', 'title', 'uuid', 'venueName', 'zoneId']);
    expect(summary.additionalProperties).toBe(false);
  });

  it('documents the submission headers: Idempotency-Key, X-Edit-Token', async () => {
    const { body } = await getJson(api('/api/openapi.json'));
    const submit = body.paths['/api/submit/event'].post;
    const key = submit.parameters.find((parameter: { name: string }) => parameter.name === 'idempotency-key');
    expect(key).toMatchObject({ in: 'header', schema: { type: 'string' } });
    expect(key.required ?? false).toBe(false);
    expect(Object.keys(submit.responses)).toEqual(expect.arrayContaining(['202', '409', '422', '429']));
    const patch = body.paths['/api/submit/event/{uuid}'].patch;
    expect(patch.parameters).toContainEqual(expect.objectContaining({ name: 'x-edit-token', in: 'header' }));
    expect(patch.parameters).toContainEqual(expect.objectContaining({ name: 'token', in: 'query' }));
  });
});

describe('outside the routes', () => {
  it('an unknown path is a 404 problem', async () => {
    await expectProblem(api('/api/nothing-here'), 404);
    await expectProblem(api('/'), 404);
  });

  it('a known path with the wrong method is a 405 problem with Allow', async () => {
    const response = await fetch(api('/api/events/list?zone_id=1'), { method: 'DELETE' });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toContain('GET');
    expect(response.headers.get('content-type')).toBe('application/problem+json');
  });

  it('every answer carries a request id, and a sane one sent by the caller is kept', async () => {
    const response = await fetch(api('/api/healthz'), { headers: { 'x-request-id': 'trace-abc-123' } });
    expect(response.headers.get('x-request-id')).toBe('trace-abc-123');
    const hostile = await fetch(api('/api/healthz'), { headers: { 'x-request-id': 'bad id\twith spaces' } });
    expect(hostile.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });
});
