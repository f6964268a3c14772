import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { inject } from 'vitest';
import { createLogger } from '@local-events/platform';
import { createApiApp } from '../../facades/api/src/app.ts';
import { apiConfigSchema } from '../../facades/api/src/config.ts';
import { startNodeProcess } from '../../infra/src/node-process.ts';

const servers: Server[] = [];

/** Another instance of the real API facade, in this process, in front of the running gateway (or another), with its own settings. */
export async function apiFacade(settings: Record<string, string>): Promise<string> {
  const { gateway, issuer, audience, site, secrets } = inject('stack');
  const config = apiConfigSchema.parse({
    GATEWAY_URL: gateway,
    OIDC_ISSUER: issuer,
    OIDC_AUDIENCE: audience,
    SITE_URL: site,
    FACADE_SECRET: secrets.facade,
    ...settings,
  });
  const server = createServer(createApiApp(config, createLogger('test-api', 'silent')).callback());
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

export const closeFacades = () => Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));

/** Another api facade as its own process, as a deployment starts it, in front of the running gateway. */
export async function apiFacadeProcess(settings: Record<string, string> = {}) {
  const { gateway, issuer, audience, site, api, secrets } = inject('stack');
  const started = startNodeProcess('facades/api/src/main.ts', {
    // Vitest puts Vite's BASE_URL ('/') in process.env: give the facade a real one.
    env: {
      ...process.env,
      BASE_URL: api,
      PORT: '0',
      GATEWAY_URL: gateway,
      OIDC_ISSUER: issuer,
      OIDC_AUDIENCE: audience,
      SITE_URL: site,
      FACADE_SECRET: secrets.facade,
      LOG_LEVEL: 'warn',
      ...settings,
    },
    output: 'inherit',
  });
  return { child: started.child, exited: started.exited, url: `http://127.0.0.1:${await started.ready}` };
}
