import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { repoPath } from '../paths.ts';
import { exportJWK, generateKeyPair, type JWK } from 'jose';
import { CONFIDENTIAL_CLIENTS } from './demo-clients.ts';

/**
 * What the development provider keeps between runs, generated on first use and stored only under the data
 * folder (never in the repository): its signing key, cookie keys and the confidential clients' secrets.
 */
export interface ProviderState {
  signingKey: JWK;
  cookieKeys: string[];
  /** By client id. */
  clientSecrets: Record<string, string>;
}

const secret = () => randomBytes(24).toString('base64url');

/** The state of `dir`, created on first use; clients added since it was written get secrets, removed ones lose theirs. */
export async function loadProviderState(dir: string): Promise<ProviderState> {
  const file = stateFile(dir);
  const stored = existsSync(file) ? (JSON.parse(await readFile(file, 'utf8')) as ProviderState) : undefined;
  const { privateKey } = stored ? { privateKey: undefined } : await generateKeyPair('ES256', { extractable: true });
  const state: ProviderState = stored ?? {
    signingKey: { ...(await exportJWK(privateKey!)), alg: 'ES256', use: 'sig', kid: randomBytes(8).toString('hex') },
    cookieKeys: [secret(), secret()],
    clientSecrets: {},
  };
  const known = new Set(CONFIDENTIAL_CLIENTS.map(({ clientId }) => clientId));
  const missing = [...known].filter((clientId) => !state.clientSecrets[clientId]);
  const stale = Object.keys(state.clientSecrets).filter((clientId) => !known.has(clientId));
  if (stored && missing.length === 0 && stale.length === 0) return state;
  for (const clientId of missing) state.clientSecrets[clientId] = secret();
  for (const clientId of stale) delete state.clientSecrets[clientId];
  await mkdir(dir, { recursive: true });
  await writeFile(file, JSON.stringify(state, null, 2));
  await chmod(file, 0o600);
  return state;
}

/** Where the running provider keeps its state and writes its issuer URL. */
export const stateFile = (dir: string) => join(dir, 'identity-provider.json');
export const issuerFile = (dir: string) => join(dir, 'identity-issuer');

/** The state and issuer of the development provider running with state folder `dir`. */
export async function runningProvider(dir: string): Promise<{ state: ProviderState; issuer: string }> {
  const [state, issuer] = await Promise.all([readFile(stateFile(dir), 'utf8'), readFile(issuerFile(dir), 'utf8')]);
  return { state: JSON.parse(state) as ProviderState, issuer: issuer.trim() };
}

/** The development provider's state folder as `npm start` uses it: IDENTITY_STATE_DIR, else <DATA_DIR>/identity. */
export const identityStateDir = (env: NodeJS.ProcessEnv = process.env) =>
  env.IDENTITY_STATE_DIR ?? resolve(repoPath(''), env.DATA_DIR ?? '.data', 'identity');
