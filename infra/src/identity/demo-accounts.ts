import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { join } from 'node:path';
import { DEMO_ROLES, demoClientId, isDemoRole, type DemoRole } from './demo-clients.ts';

/**
 * The development provider's accounts for people: one per role of DEMO_ROLES, signed in by the role's name
 * (`reviewer`, `admin`, `venue-manager`) and a password, holding that role's scopes and no others. Their
 * subject is the role's demo client id (`demo-reviewer`), the subject of that role's client-credentials tokens
 * too, so data kept for it (the venues `demo-venue-manager` manages) applies to both. No other account exists.
 */
export const DEMO_ACCOUNTS = Object.keys(DEMO_ROLES) as DemoRole[];

export const demoAccountSubject = (role: DemoRole) => demoClientId(role);

/** The demo account whose subject is `sub`, if any. */
export const demoAccountBySubject = (sub: string): DemoRole | undefined => DEMO_ACCOUNTS.find((role) => demoAccountSubject(role) === sub);

/** The variable that sets a demo account's password when the provider is deployed: `DEMO_PASSWORD_VENUE_MANAGER`. */
export const demoPasswordVariable = (role: DemoRole) => `DEMO_PASSWORD_${role.toUpperCase().replace(/[^A-Z0-9]/g, '_')}`;

/** The demo passwords that `env` sets, by account. */
export const demoPasswordsFromEnvironment = (env: NodeJS.ProcessEnv = process.env): Partial<Record<DemoRole, string>> =>
  Object.fromEntries(DEMO_ACCOUNTS.flatMap((role) => (env[demoPasswordVariable(role)] ? [[role, env[demoPasswordVariable(role)]!]] : [])));

/** All the provider keeps of a password: an scrypt hash, its salt (both base64url) and the cost it was made with. */
export interface PasswordHash {
  algorithm: 'scrypt';
  N: number;
  r: number;
  p: number;
  salt: string;
  hash: string;
}

const COST = { N: 2 ** 15, r: 8, p: 1 } as const;
const KEY_LENGTH = 32;
/** Longer input is refused before hashing: no password of ours is that long. */
const MAX_PASSWORD_LENGTH = 1024;

const derive = (password: string, salt: Buffer, { N, r, p }: { N: number; r: number; p: number }) =>
  new Promise<Buffer>((resolve, reject) =>
    scrypt(password.normalize('NFC'), salt, KEY_LENGTH, { N, r, p, maxmem: 256 * N * r }, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );

export async function hashPassword(password: string): Promise<PasswordHash> {
  const salt = randomBytes(16);
  const hash = await derive(password, salt, COST);
  return { algorithm: 'scrypt', ...COST, salt: salt.toString('base64url'), hash: hash.toString('base64url') };
}

/** Whether `password` matches `stored`; without a stored hash it still spends the same work and answers no. */
export async function verifyPassword(password: string, stored: PasswordHash | undefined): Promise<boolean> {
  if (password.length > MAX_PASSWORD_LENGTH) return false;
  const expected = stored ? Buffer.from(stored.hash, 'base64url') : Buffer.alloc(KEY_LENGTH);
  const actual = await derive(password, stored ? Buffer.from(stored.salt, 'base64url') : Buffer.alloc(16), stored ?? COST);
  return stored !== undefined && actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** The demo account that `login` and `password` sign in as: only a demo account with its own password. */
export async function authenticateDemoAccount(
  login: string,
  password: string,
  hashes: Partial<Record<DemoRole, PasswordHash>>,
): Promise<DemoRole | undefined> {
  const role = isDemoRole(login) ? login : undefined;
  const matches = await verifyPassword(password, role ? hashes[role] : undefined);
  return role && matches ? role : undefined;
}

export const generatePassword = () => randomBytes(18).toString('base64url');

/** The file, next to the provider's state, with the plain passwords generated for the demo accounts (mode 600). */
export const demoAccountsFile = (dir: string) => join(dir, 'demo-accounts.txt');

export const DEMO_ACCOUNTS_FILE_HEADER = `# The development identity provider's demo accounts, for its login page (the public client demo-web,
# authorization code + PKCE). Each account gets its role's scopes and no others; any other login is refused.
# Written once, when the passwords were generated: the provider keeps only their scrypt hashes. Delete this
# file and restart the provider for new passwords. A DEMO_PASSWORD_<ACCOUNT> variable (DEMO_PASSWORD_VENUE_MANAGER)
# sets an account's password instead; such an account is not listed here.
#
# account        password                    scopes
`;

export const demoAccountLine = (role: DemoRole, password: string) =>
  `${role.padEnd(14)} ${password.padEnd(27)} ${DEMO_ROLES[role].join(' ')}\n`;

/** The passwords listed in a demo-accounts.txt, by account (a later line wins). */
export function parseDemoAccountsFile(text: string): Partial<Record<DemoRole, string>> {
  const passwords: Partial<Record<DemoRole, string>> = {};
  for (const line of text.split('\n')) {
    const [account, password] = line.trim().split(/\s+/);
    if (account && password && !account.startsWith('#') && isDemoRole(account)) passwords[account] = password;
  }
  return passwords;
}
