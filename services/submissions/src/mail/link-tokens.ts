import { jwtVerify, SignJWT, errors } from 'jose';

const PURPOSE = 'submission-edit';
const ALGORITHM = 'HS256';

/**
 * The token in the e-mail link that lets a submitter change their submission: signed by the submissions
 * service (SUBMISSION_LINK_SECRET, at least 32 bytes), naming one submission, expiring.
 */
export class LinkTokens {
  private readonly key: Uint8Array;

  constructor(
    secret: string,
    private readonly issuer: string,
    private readonly lifetimeSeconds = 7 * 24 * 3600,
  ) {
    this.key = new TextEncoder().encode(secret);
    if (this.key.length < 32) throw new Error('SUBMISSION_LINK_SECRET must be at least 32 bytes');
  }

  issue(submissionUuid: string): Promise<string> {
    return new SignJWT({ purpose: PURPOSE })
      .setProtectedHeader({ alg: ALGORITHM })
      .setIssuer(this.issuer)
      .setSubject(submissionUuid)
      .setIssuedAt()
      .setExpirationTime(`${this.lifetimeSeconds}s`)
      .sign(this.key);
  }

  /** The submission the token names, or null for anything but a valid, unexpired token of ours. */
  async verify(token: string): Promise<string | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        issuer: this.issuer,
        algorithms: [ALGORITHM],
        requiredClaims: ['sub', 'exp'],
      });
      return payload.purpose === PURPOSE ? payload.sub! : null;
    } catch (error) {
      if (error instanceof errors.JOSEError) return null;
      throw error;
    }
  }
}
