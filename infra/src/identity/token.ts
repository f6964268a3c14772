/**
 * `npm run --silent token -- <reviewer|admin|venue-manager>`: prints only an access token (a JWT) for that
 * role's demo client, obtained from the running development provider with the client-credentials grant.
 */
import { DEMO_ROLES, demoClientId, isDemoRole } from './demo-clients.ts';
import { identityStateDir } from './state.ts';
import { developmentToken } from './client-credentials.ts';

const role = process.argv[2] ?? '';
if (!isDemoRole(role)) {
  process.stderr.write(`usage: npm run --silent token -- <${Object.keys(DEMO_ROLES).join('|')}>\n`);
  process.exit(2);
}
const dir = identityStateDir();
try {
  process.stdout.write(`${await developmentToken(dir, demoClientId(role), DEMO_ROLES[role].join(' '))}\n`);
} catch (error) {
  process.stderr.write(`No token: is \`npm start\` running? (${(error as Error).message})\n`);
  process.exit(1);
}
