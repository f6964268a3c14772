import { describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { api, site } from '../support/http.ts';

const metricsOf = async (base: string) => (await fetch(`${base}/metrics`)).text();
const countOf = (text: string, series: string) => Number(new RegExp(`^${series.replace(/[{}"/.]/g, '\\$&')} (\\d+)$`, 'm').exec(text)?.[1] ?? 0);

describe('Prometheus metrics', () => {
  it('count and time requests per route in the facades, and per subgraph in the gateway', async () => {
    const gateway = inject('stack').gateway.replace('/graphql', '');
    const before = { api: await metricsOf(api('')), gateway: await metricsOf(gateway) };
    for (let i = 0; i < 3; i++) await (await fetch(api('/api/locations/list'))).text();
    await (await fetch(site('/event/nothing-0f8fad5b-d9cb-469f-a165-70867728950e'))).text();
    const after = { api: await metricsOf(api('')), gateway: await metricsOf(gateway), site: await metricsOf(site('')) };

    const route = 'http_request_duration_seconds_count{method="GET",route="/api/locations/list",status="200"}';
    expect(countOf(after.api, route) - countOf(before.api, route)).toBe(3);
    expect(after.api).toMatch(/^http_request_duration_seconds_bucket\{le="0\.1",method="GET",route="\/api\/locations\/list",status="200"\} \d+$/m);
    const subgraph = 'gateway_subgraph_request_duration_seconds_count{subgraph="locations",outcome="ok"}';
    expect(countOf(after.gateway, subgraph) - countOf(before.gateway, subgraph)).toBeGreaterThanOrEqual(3);
    expect(after.site).toContain('http_request_duration_seconds_count{method="GET",route="/event/:path",status="404"}');
  });
});
