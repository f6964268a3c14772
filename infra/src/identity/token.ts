/**
 * `npm run --silent token -- <reviewer|admin|venue-manager>`: prints only an access token (a JWT) for that
 * role's demo client, obtained from the running development provider with the client-credentials grant.
 */
import { readFile } from 'node:fs/promises';
import { DEMO_ROLES, demoClientId, isDemoRole } from './demo-clients.ts';
import { identityStateDir, issuerFile, stateFile, type ProviderState } from './state.ts';
import { clientCredentialsToken } from './client-credentials.ts';

const role = process.argv[2] ?? '';
if (!isDemoRole(role)) {
  process.stderr.write(`usage: npm run --silent token -- <${Object.keys(DEMO_ROLES).join('|')}>\n`);
  process.exit(2);
}
const dir = identityStateDir();
try {
  const state = JSON.parse(await readFile(stateFile(dir), 'utf8')) as ProviderState;
  const issuer = (await readFile(issuerFile(dir), 'utf8')).trim();
  process.stdout.write(`${await clientCredentialsToken(issuer, demoClientId(role), state.clientSecrets[demoClientId(role)]!, DEMO_ROLES[role].join(' '))}\n`);
} catch (error) {
  process.stderr.write(`No token: is \`npm start\` running? (${(error as Error).message})\n`);
  process.exit(1);
}
