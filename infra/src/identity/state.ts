import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { repoPath } from '../paths.ts';
import { exportJWK, generateKeyPair, type JWK } from 'jose';
import { DEMO_ROLES, type DemoRole } from './demo-clients.ts';

/**
 * What the development provider keeps between runs, generated on first use and stored only under the data
 * folder (never in the repository): its signing key, cookie keys and the demo clients' secrets.
 */
export interface ProviderState {
  signingKey: JWK;
  cookieKeys: string[];
  clientSecrets: Record<DemoRole, string>;
}

const secret = () => randomBytes(24).toString('base64url');

export async function loadProviderState(dir: string): Promise<ProviderState> {
  const file = join(dir, 'identity-provider.json');
  if (existsSync(file)) return JSON.parse(await readFile(file, 'utf8')) as ProviderState;
  const { privateKey } = await generateKeyPair('ES256', { extractable: true });
  const state: ProviderState = {
    signingKey: { ...(await exportJWK(privateKey)), alg: 'ES256', use: 'sig', kid: randomBytes(8).toString('hex') },
    cookieKeys: [secret(), secret()],
    clientSecrets: Object.fromEntries(Object.keys(DEMO_ROLES).map((role) => [role, secret()])) as Record<DemoRole, string>,
  };
  await mkdir(dir, { recursive: true });
  await writeFile(file, JSON.stringify(state, null, 2));
  await chmod(file, 0o600);
  return state;
}

/** Where `npm run token` finds the running provider and the demo clients. */
export const stateFile = (dir: string) => join(dir, 'identity-provider.json');
export const issuerFile = (dir: string) => join(dir, 'identity-issuer');

/** The development provider's state folder as `npm start` uses it: IDENTITY_STATE_DIR, else <DATA_DIR>/identity. */
export const identityStateDir = (env: NodeJS.ProcessEnv = process.env) =>
  env.IDENTITY_STATE_DIR ?? resolve(repoPath(''), env.DATA_DIR ?? '.data', 'identity');
