import type Router from '@koa/router';
import { createChallenge, randomInt, verifySolution, type Payload } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { Translate } from '../i18n/messages.ts';
import type { UsedChallenges } from '../used-challenges.ts';
import type { SiteServices } from './context.ts';

const CHALLENGE_SECONDS = 600;

/** `/submit/challenge`: a proof-of-work challenge for the form's ALTCHA widget, signed, for ten minutes. */
export function challenges(router: Router, services: SiteServices) {
  router.get('/submit/challenge', async (ctx) => {
    const cost = services.config.ALTCHA_COST;
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await createChallenge({
      algorithm: 'PBKDF2/SHA-256',
      cost,
      counter: randomInt(cost, cost * 3),
      deriveKey,
      hmacSignatureSecret: services.config.ALTCHA_HMAC_SECRET,
      expiresAt: Math.floor(Date.now() / 1000) + CHALLENGE_SECONDS,
    });
  });
}

/** The proof-of-work payload the widget posts (base64 JSON), checked: signed by us, solved, not expired, not spent before. */
export async function provenHuman(
  encoded: string | undefined,
  services: SiteServices,
  used: UsedChallenges,
  t: Translate,
): Promise<string | null> {
  if (!encoded) return t('human.missing');
  let payload: Payload;
  try {
    payload = JSON.parse(Buffer.from(encoded, 'base64').toString('utf8')) as Payload;
  } catch {
    return t('human.unreadable');
  }
  const result = await verifySolution({
    challenge: payload.challenge,
    solution: payload.solution,
    deriveKey,
    hmacSignatureSecret: services.config.ALTCHA_HMAC_SECRET,
  }).catch(() => null);
  if (!result?.verified) return result?.expired ? t('human.expired') : t('human.failed');
  const expiresAt = payload.challenge.parameters.expiresAt ?? Date.now() / 1000 + CHALLENGE_SECONDS;
  if (!(await used.spend(payload.challenge.parameters.nonce, expiresAt))) return t('human.used');
  return null;
}
