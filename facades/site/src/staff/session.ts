import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { EncryptJWT, jwtDecrypt } from 'jose';
import type { AppContext } from '@local-events/platform';

/** A signed-in person: their own access token (every console action is theirs), who they are and what they may do. */
export interface StaffSession {
  subject: string;
  accessToken: string;
  scopes: string[];
  /** Seconds since the epoch; the session ends with the access token. */
  expiresAt: number;
  /** The form token: every POST of the console must carry it. */
  csrf: string;
}

/** A sign-in under way: what the callback must check (state, PKCE verifier) and where to go after. */
export interface PendingSignIn {
  state: string;
  verifier: string;
  returnTo: string;
}

const SESSION_COOKIE = 'le_staff';
const SIGN_IN_COOKIE = 'le_staff_sign_in';
const SIGN_IN_SECONDS = 600;

/**
 * Console cookies, sealed: encrypted and authenticated (JWE, dir + A256GCM, under a key derived from SESSION_SECRET),
 * so the browser holds them but can neither read the access token inside nor change anything. HttpOnly, SameSite=Lax,
 * scoped to /staff, and Secure in production or whenever the site is served over https.
 */
export class StaffCookies {
  private readonly key: Uint8Array;
  private readonly secure: boolean;

  constructor(secret: string, options: { siteUrl: string; production: boolean }) {
    this.key = createHash('sha256').update(`local-events staff session\0${secret}`).digest();
    this.secure = options.production || new URL(options.siteUrl).protocol === 'https:';
  }

  async session(ctx: AppContext): Promise<StaffSession | null> {
    const session = await this.open<StaffSession>(ctx.cookies.get(SESSION_COOKIE));
    return session && session.expiresAt > Date.now() / 1000 ? session : null;
  }

  async startSession(ctx: AppContext, session: StaffSession) {
    this.set(ctx, SESSION_COOKIE, await this.seal(session, session.expiresAt), session.expiresAt - Math.floor(Date.now() / 1000));
  }

  endSession(ctx: AppContext) {
    this.set(ctx, SESSION_COOKIE, null, 0);
  }

  async pendingSignIn(ctx: AppContext): Promise<PendingSignIn | null> {
    return this.open<PendingSignIn>(ctx.cookies.get(SIGN_IN_COOKIE));
  }

  async startSignIn(ctx: AppContext, pending: PendingSignIn) {
    this.set(ctx, SIGN_IN_COOKIE, await this.seal(pending, Math.floor(Date.now() / 1000) + SIGN_IN_SECONDS), SIGN_IN_SECONDS);
  }

  endSignIn(ctx: AppContext) {
    this.set(ctx, SIGN_IN_COOKIE, null, 0);
  }

  private set(ctx: AppContext, name: string, value: string | null, maxAgeSeconds: number) {
    ctx.cookies.set(name, value, {
      httpOnly: true,
      sameSite: 'lax',
      secure: this.secure,
      path: '/staff',
      maxAge: maxAgeSeconds * 1000,
      overwrite: true,
    });
  }

  private async seal(payload: object, expiresAt: number) {
    return new EncryptJWT({ ...payload }).setProtectedHeader({ alg: 'dir', enc: 'A256GCM' }).setExpirationTime(expiresAt).encrypt(this.key);
  }

  private async open<T>(sealed: string | undefined): Promise<T | null> {
    if (!sealed || sealed.length > 8192) return null;
    try {
      return (await jwtDecrypt(sealed, this.key, { keyManagementAlgorithms: ['dir'], contentEncryptionAlgorithms: ['A256GCM'] }))
        .payload as T;
    } catch {
      return null;
    }
  }
}

export const newFormToken = () => randomBytes(24).toString('base64url');

/** Whether a form's token is the session's, compared in constant time. */
export function formTokenMatches(session: StaffSession, given: unknown): boolean {
  if (typeof given !== 'string') return false;
  const [a, b] = [Buffer.from(session.csrf), Buffer.from(given)];
  return a.length === b.length && timingSafeEqual(a, b);
}
