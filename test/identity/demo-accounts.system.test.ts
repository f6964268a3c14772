import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import {
  authenticateDemoAccount,
  DEMO_ACCOUNTS,
  demoAccountsFile,
  demoPasswordsFromEnvironment,
  parseDemoAccountsFile,
  verifyPassword,
} from '../../infra/src/identity/demo-accounts.ts';
import { loadProviderState, stateFile, type ProviderState } from '../../infra/src/identity/state.ts';

const mode = async (file: string) => (await stat(file)).mode & 0o777;
const listed = async (dir: string) => parseDemoAccountsFile(await readFile(demoAccountsFile(dir), 'utf8'));

describe('the demo accounts of the running development provider', () => {
  it('keeps only scrypt hashes in its state file; the passwords are in demo-accounts.txt, both readable by the owner only', async () => {
    const dir = inject('stack').identityStateDir;
    const passwords = await listed(dir);
    expect(Object.keys(passwords).sort()).toEqual([...DEMO_ACCOUNTS].sort());
    const text = await readFile(stateFile(dir), 'utf8');
    for (const password of Object.values(passwords)) expect(text).not.toContain(password);
    const state = JSON.parse(text) as ProviderState;
    for (const account of DEMO_ACCOUNTS) {
      expect(state.demoPasswords[account]).toMatchObject({ algorithm: 'scrypt', salt: expect.any(String), hash: expect.any(String) });
      expect(await verifyPassword(passwords[account]!, state.demoPasswords[account])).toBe(true);
    }
    expect(await mode(stateFile(dir))).toBe(0o600);
    expect(await mode(demoAccountsFile(dir))).toBe(0o600);
  });
});

describe('the provider state and its demo accounts', () => {
  const dirs: string[] = [];
  const freshDir = async () => {
    const dir = await mkdtemp(join(tmpdir(), 'identity-state-'));
    dirs.push(dir);
    return dir;
  };
  afterEach(async () => {
    await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
  });

  it('gives an existing state without demo accounts their passwords, keeping its keys and client secrets', async () => {
    const dir = await freshDir();
    const { demoPasswords: _, ...older } = await loadProviderState(dir);
    await rm(demoAccountsFile(dir));
    await writeFile(stateFile(dir), JSON.stringify(older));

    const state = await loadProviderState(dir);
    expect(state.signingKey).toEqual(older.signingKey);
    expect(state.clientSecrets).toEqual(older.clientSecrets);
    const passwords = await listed(dir);
    for (const account of DEMO_ACCOUNTS)
      expect(await authenticateDemoAccount(account, passwords[account]!, state.demoPasswords)).toBe(account);
    expect(JSON.parse(await readFile(stateFile(dir), 'utf8'))).toEqual(state);
  });

  it('keeps the passwords from one start to the next, and makes new ones when demo-accounts.txt is deleted', async () => {
    const dir = await freshDir();
    await loadProviderState(dir);
    const first = await listed(dir);
    const again = await loadProviderState(dir);
    expect(await listed(dir)).toEqual(first);
    expect(await authenticateDemoAccount('reviewer', first.reviewer!, again.demoPasswords)).toBe('reviewer');

    await rm(demoAccountsFile(dir));
    const renewed = await loadProviderState(dir);
    const second = await listed(dir);
    expect(second.reviewer).not.toBe(first.reviewer);
    expect(await authenticateDemoAccount('reviewer', first.reviewer!, renewed.demoPasswords)).toBeUndefined();
    expect(await authenticateDemoAccount('reviewer', second.reviewer!, renewed.demoPasswords)).toBe('reviewer');
  });

  it('takes a password from DEMO_PASSWORD_<ACCOUNT> instead, neither storing nor listing it', async () => {
    const dir = await freshDir();
    const demoPasswords = demoPasswordsFromEnvironment({
      DEMO_PASSWORD_VENUE_MANAGER: 'correct horse battery staple',
      DEMO_PASSWORD_ADMIN: '',
    });
    expect(demoPasswords).toEqual({ 'venue-manager': 'correct horse battery staple' });
    const state = await loadProviderState(dir, { demoPasswords });
    expect(await authenticateDemoAccount('venue-manager', 'correct horse battery staple', state.demoPasswords)).toBe('venue-manager');
    expect(Object.keys(await listed(dir)).sort()).toEqual(['admin', 'reviewer']);
    const stored = JSON.parse(await readFile(stateFile(dir), 'utf8')) as ProviderState;
    expect(stored.demoPasswords['venue-manager']).toBeUndefined();
  });

  it('signs in no one but a demo account with its own password', async () => {
    const dir = await freshDir();
    const state = await loadProviderState(dir);
    const passwords = await listed(dir);
    expect(await authenticateDemoAccount('alice', passwords.admin!, state.demoPasswords)).toBeUndefined();
    expect(await authenticateDemoAccount('demo-admin', passwords.admin!, state.demoPasswords)).toBeUndefined();
    expect(await authenticateDemoAccount('admin', passwords.reviewer!, state.demoPasswords)).toBeUndefined();
    expect(await authenticateDemoAccount('admin', '', state.demoPasswords)).toBeUndefined();
    expect(await authenticateDemoAccount('constructor', 'x', state.demoPasswords)).toBeUndefined();
  });
});
