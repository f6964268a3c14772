import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { writeFile } from 'node:fs/promises';
import { z } from 'zod';
import { createLogger, httpUrl, loadConfig, port } from '@local-events/platform';
import { createIdentityProvider } from './provider.ts';
import { issuerFile, loadProviderState } from './state.ts';

const config = loadConfig(
  z.object({
    PORT: port(4010),
    /** The provider's own public URL; defaults to localhost on its port. */
    OIDC_ISSUER: httpUrl.optional(),
    OIDC_AUDIENCE: httpUrl.default('http://localhost:3000/api'),
    SITE_URL: httpUrl.default('http://localhost:3001'),
    IDENTITY_STATE_DIR: z.string().default('.data/identity'),
  }),
);
const log = createLogger('identity');
const state = await loadProviderState(config.IDENTITY_STATE_DIR);

// The issuer must be known before listening; with PORT=0 take a port first.
const server = createServer();
await new Promise<void>((resolve) => server.listen(config.PORT, '0.0.0.0', resolve));
const actualPort = (server.address() as AddressInfo).port;
const issuer = config.OIDC_ISSUER ?? `http://127.0.0.1:${actualPort}`;
const provider = createIdentityProvider({ issuer, audience: config.OIDC_AUDIENCE, siteUrl: config.SITE_URL, state });
server.on('request', provider.callback());
await writeFile(issuerFile(config.IDENTITY_STATE_DIR), issuer);

const stop = () => server.close(() => process.exit(0));
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
process.once('disconnect', stop);
log.info({ issuer }, 'listening');
process.send?.({ type: 'ready', port: actualPort });
