import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';

/** What the ALTCHA widget posts for the submit form of the site at `base`: a challenge from it, solved. */
export async function solvedProofOfWork(base: string): Promise<string> {
  const challenge = (await (await fetch(`${base}/submit/challenge`)).json()) as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('the challenge was not solved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}
