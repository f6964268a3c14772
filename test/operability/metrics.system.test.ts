import { afterAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { apiConfigSchema } from '../../facades/api/src/config.ts';
import { apiFacade, closeFacades } from '../support/facade.ts';
import { api, expectProblem, site } from '../support/http.ts';
import { metricsOf } from '../support/metrics.ts';

afterAll(closeFacades);

const countOf = (text: string, series: string) =>
  Number(new RegExp(`^${series.replace(/[{}"/.]/g, '\\$&')} (\\d+)$`, 'm').exec(text)?.[1] ?? 0);

/** The api, the site, the gateway and a subgraph: each serves its own /metrics. */
const processes = () => {
  const stack = inject('stack');
  return { api: api(''), site: site(''), gateway: new URL(stack.gateway).origin, locations: new URL(stack.subgraphs.locations!).origin };
};

describe('Prometheus metrics', () => {
  it('count and time requests per route in the facades, and per subgraph in the gateway', async () => {
    const gateway = inject('stack').gateway;
    const before = { api: await metricsOf(api('')), gateway: await metricsOf(gateway) };
    for (let i = 0; i < 3; i++) await (await fetch(api('/api/locations/list'))).text();
    await (await fetch(site('/event/nothing-0f8fad5b-d9cb-469f-a165-70867728950e'))).text();
    const after = { api: await metricsOf(api('')), gateway: await metricsOf(gateway), site: await metricsOf(site('')) };

    const route = 'http_request_duration_seconds_count{method="GET",route="/api/locations/list",status="200"}';
    expect(countOf(after.api, route) - countOf(before.api, route)).toBe(3);
    expect(after.api).toMatch(
      /^http_request_duration_seconds_bucket\{le="0\.1",method="GET",route="\/api\/locations\/list",status="200"\} \d+$/m,
    );
    const subgraph = 'gateway_subgraph_request_duration_seconds_count{subgraph="locations",outcome="ok"}';
    expect(countOf(after.gateway, subgraph) - countOf(before.gateway, subgraph)).toBeGreaterThanOrEqual(3);
    expect(after.site).toContain('http_request_duration_seconds_count{method="GET",route="/event/:path",status="404"}');
  });

  it('answer only to the metrics bearer token: anonymous and wrong tokens get a 401 problem without details', async () => {
    const token = inject('stack').metricsToken;
    for (const [name, base] of Object.entries(processes())) {
      for (const headers of [
        {},
        { authorization: `Bearer ${token.slice(0, -1)}x` },
        { authorization: `Bearer ${token}${token}` },
        { authorization: `Basic ${token}` },
        { authorization: token },
      ]) {
        const refused = await expectProblem(`${base}/metrics`, 401, { headers });
        expect(refused, `${name} ${JSON.stringify(headers)}`).not.toHaveProperty('detail');
      }
      const anonymous = await fetch(`${base}/metrics`);
      expect(anonymous.headers.get('www-authenticate'), name).toBe('Bearer realm="metrics"');
      expect(await anonymous.text(), name).not.toContain('nodejs_version_info');

      const scraped = await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${token}` } });
      expect(scraped.status, name).toBe(200);
      expect(scraped.headers.get('content-type'), name).toMatch(/^text\/plain; version=0\.0\.4/);
      expect(await scraped.text(), name).toContain('nodejs_version_info');
    }
  });

  it('leave the orchestrator probes open', async () => {
    for (const [name, base] of Object.entries(processes())) {
      for (const probe of ['/livez', '/readyz']) {
        const response = await fetch(`${base}${probe}`);
        expect(response.status, `${name} ${probe}`).toBe(200);
        expect(await response.json()).toMatchObject({ status: 'ok' });
      }
    }
  });

  it('are off (404) where METRICS_TOKEN is not set, and a token shorter than 32 characters stops the process', async () => {
    const base = await apiFacade({});
    await expectProblem(`${base}/metrics`, 404, { headers: { authorization: `Bearer ${inject('stack').metricsToken}` } });
    expect((await fetch(`${base}/livez`)).status).toBe(200);
    const short = apiConfigSchema.safeParse({ METRICS_TOKEN: 'too-short', FACADE_SECRET: inject('stack').secrets.facade });
    expect(short.success).toBe(false);
    expect(short.error!.issues[0]).toMatchObject({ path: ['METRICS_TOKEN'], message: 'must be at least 32 characters' });
  });
});
