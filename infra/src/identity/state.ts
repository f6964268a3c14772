import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { appendFile, chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { repoPath } from '../paths.ts';
import { exportJWK, generateKeyPair, type JWK } from 'jose';
import { CONFIDENTIAL_CLIENTS, type DemoRole } from './demo-clients.ts';
import {
  DEMO_ACCOUNTS,
  DEMO_ACCOUNTS_FILE_HEADER,
  demoAccountLine,
  demoAccountsFile,
  generatePassword,
  hashPassword,
  type PasswordHash,
} from './demo-accounts.ts';

/**
 * What the development provider keeps between runs, generated on first use and stored only under the data
 * folder (never in the repository): its signing key, cookie keys, the confidential clients' secrets and the
 * hashes of the demo accounts' passwords (the passwords themselves go once to demo-accounts.txt).
 */
export interface ProviderState {
  signingKey: JWK;
  cookieKeys: string[];
  /** By client id. */
  clientSecrets: Record<string, string>;
  /** By demo account (see demo-accounts.ts); never a plain password. */
  demoPasswords: Partial<Record<DemoRole, PasswordHash>>;
}

const secret = () => randomBytes(24).toString('base64url');

/**
 * The state of `dir`, created on first use; clients added since it was written get secrets, removed ones lose
 * theirs. Demo accounts without a password get one, written with the others to demo-accounts.txt; when that
 * file is gone, every demo account gets a new one. `demoPasswords` (from DEMO_PASSWORD_* variables) replace
 * the stored ones for this run, and are neither generated, stored nor listed.
 */
export async function loadProviderState(
  dir: string,
  options: { demoPasswords?: Partial<Record<DemoRole, string>> } = {},
): Promise<ProviderState> {
  const file = stateFile(dir);
  const stored = existsSync(file) ? (JSON.parse(await readFile(file, 'utf8')) as ProviderState) : undefined;
  const { privateKey } = stored ? { privateKey: undefined } : await generateKeyPair('ES256', { extractable: true });
  const state: ProviderState = stored ?? {
    signingKey: { ...(await exportJWK(privateKey!)), alg: 'ES256', use: 'sig', kid: randomBytes(8).toString('hex') },
    cookieKeys: [secret(), secret()],
    clientSecrets: {},
    demoPasswords: {},
  };
  state.demoPasswords ??= {};
  const known = new Set(CONFIDENTIAL_CLIENTS.map(({ clientId }) => clientId));
  const missing = [...known].filter((clientId) => !state.clientSecrets[clientId]);
  const stale = Object.keys(state.clientSecrets).filter((clientId) => !known.has(clientId));
  const preset = options.demoPasswords ?? {};
  const listed = existsSync(demoAccountsFile(dir));
  const newPasswords = DEMO_ACCOUNTS.filter((role) => !preset[role] && (!listed || !state.demoPasswords[role])).map(
    (role) => [role, generatePassword()] as const,
  );
  const staleAccounts = Object.keys(state.demoPasswords).filter((role) => !(DEMO_ACCOUNTS as string[]).includes(role));

  if (!stored || missing.length > 0 || stale.length > 0 || newPasswords.length > 0 || staleAccounts.length > 0) {
    for (const clientId of missing) state.clientSecrets[clientId] = secret();
    for (const clientId of stale) delete state.clientSecrets[clientId];
    for (const [role, password] of newPasswords) state.demoPasswords[role] = await hashPassword(password);
    for (const role of staleAccounts) delete state.demoPasswords[role as DemoRole];
    await mkdir(dir, { recursive: true, mode: 0o700 });
    await writeFile(file, JSON.stringify(state, null, 2), { mode: 0o600 });
    await chmod(file, 0o600);
    // After the hashes: if this is lost on the way, the next start finds no list and makes new passwords.
    if (newPasswords.length > 0) {
      const lines = newPasswords.map(([role, password]) => demoAccountLine(role, password)).join('');
      const accounts = demoAccountsFile(dir);
      if (listed) await appendFile(accounts, lines, { mode: 0o600 });
      else await writeFile(accounts, DEMO_ACCOUNTS_FILE_HEADER + lines, { mode: 0o600 });
      await chmod(accounts, 0o600);
    }
  }
  for (const [role, password] of Object.entries(preset) as [DemoRole, string][]) state.demoPasswords[role] = await hashPassword(password);
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
