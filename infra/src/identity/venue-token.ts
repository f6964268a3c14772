/**
 * `npm run --silent venue-token -- <venue-slug> [label]`: issues a venue-manage token as the demo administrator
 * (through the running gateway) and prints only the token. Its id, for revoking it, goes to stderr.
 */
import { GatewayClient, Problem } from '@local-events/platform';
import { developmentToken } from './client-credentials.ts';
import { DEMO_ROLES, demoClientId } from './demo-clients.ts';
import { IssueVenueTokenDocument } from './generated/operations.ts';
import { identityStateDir } from './state.ts';

const [slug, label] = process.argv.slice(2);
if (!slug) {
  process.stderr.write('usage: npm run --silent venue-token -- <venue-slug> [label]\n');
  process.exit(2);
}
const dir = identityStateDir();
try {
  const token = await developmentToken(dir, demoClientId('admin'), DEMO_ROLES.admin.join(' '));
  const gateway = new GatewayClient(process.env.GATEWAY_URL ?? 'http://localhost:4000/graphql');
  const { issueVenueToken } = await gateway.request(
    IssueVenueTokenDocument,
    { slug, label: label ?? null },
    { requestId: `venue-token-${Date.now()}`, authorization: `Bearer ${token}` },
  );
  process.stderr.write(`token id ${issueVenueToken.id} (revoke with the revokeVenueToken mutation)\n`);
  process.stdout.write(`${issueVenueToken.token}\n`);
} catch (error) {
  process.stderr.write(
    `No venue token: ${error instanceof Problem ? error.detail : (error as Error).message}. Is \`npm start\` running?\n`,
  );
  process.exit(1);
}
