import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { writeFile } from 'node:fs/promises';
import { createLogger, loadConfig } from '@local-events/platform';
import { identityConfigSchema } from './config.ts';
import { createIdentityProvider } from './provider.ts';
import { clientSecretVariable, CONFIDENTIAL_CLIENTS } from './demo-clients.ts';
import { issuerFile, loadProviderState } from './state.ts';

const config = loadConfig(identityConfigSchema);
const log = createLogger('identity');
const state = await loadProviderState(config.IDENTITY_STATE_DIR);
// Deployments give the services' clients their secrets (each service is given its own); the state keeps the rest.
for (const { clientId } of CONFIDENTIAL_CLIENTS) {
  const secret = process.env[clientSecretVariable(clientId)];
  if (secret) state.clientSecrets[clientId] = secret;
}

// The issuer must be known before listening; with PORT=0 take a port first.
const server = createServer();
await new Promise<void>((resolve) => server.listen(config.PORT, '0.0.0.0', resolve));
const actualPort = (server.address() as AddressInfo).port;
const issuer = config.OIDC_ISSUER ?? `http://127.0.0.1:${actualPort}`;
const provider = createIdentityProvider({ issuer, audience: config.OIDC_AUDIENCE, siteUrl: config.SITE_URL, state });
const oidc = provider.callback();
// The same probes as every other process; everything else is the OpenID provider.
server.on('request', (request, response) => {
  if (request.method === 'GET' && (request.url === '/livez' || request.url === '/readyz')) {
    response.writeHead(200, { 'content-type': 'application/json' }).end('{"status":"ok"}');
    return;
  }
  void oidc(request, response);
});
await writeFile(issuerFile(config.IDENTITY_STATE_DIR), issuer);

const stop = () => server.close(() => process.exit(0));
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
process.once('disconnect', stop);
log.info({ issuer }, 'listening');
process.send?.({ type: 'ready', port: actualPort });
