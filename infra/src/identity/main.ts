import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { writeFile } from 'node:fs/promises';
import { createLogger, loadConfig } from '@local-events/platform';
import { identityConfigSchema } from './config.ts';
import { createIdentityProvider } from './provider.ts';
import { clientSecretVariable, CONFIDENTIAL_CLIENTS } from './demo-clients.ts';
import { issuerFile, loadProviderState } from './state.ts';
import { demoAccountsFile, demoPasswordsFromEnvironment } from './demo-accounts.ts';

const config = loadConfig(identityConfigSchema);
const log = createLogger('identity');
// DEMO_PASSWORD_<ACCOUNT> variables set demo accounts' passwords; the others are generated once (demo-accounts.txt).
const state = await loadProviderState(config.IDENTITY_STATE_DIR, { demoPasswords: demoPasswordsFromEnvironment() });
// Deployments give the services' clients their secrets (each service is given its own); the state keeps the rest.
for (const { clientId } of CONFIDENTIAL_CLIENTS) {
  const secret = process.env[clientSecretVariable(clientId)];
  if (secret) state.clientSecrets[clientId] = secret;
}

// The issuer must be known before listening; with PORT=0 take a port first.
const server = createServer();
await new Promise<void>((resolve) => server.listen(config.PORT, config.HOST, resolve));
const actualPort = (server.address() as AddressInfo).port;
const ownHost = ['0.0.0.0', '::'].includes(config.HOST) ? '127.0.0.1' : config.HOST.includes(':') ? `[${config.HOST}]` : config.HOST;
const issuer = config.OIDC_ISSUER ?? `http://${ownHost}:${actualPort}`;
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
log.info({ issuer, host: config.HOST, demoAccounts: demoAccountsFile(config.IDENTITY_STATE_DIR) }, 'listening');
process.send?.({ type: 'ready', port: actualPort });
