import { z } from 'zod';
import { controlCharactersMessage, hasControlCharacters, MAX_URL_LENGTH } from '@local-events/platform';

export const CREDIT_LIMITS = { name: 80, org: 80, avatarUrl: MAX_URL_LENGTH } as const;

const oneLine = (max: number) =>
  z
    .string()
    .trim()
    .min(1, 'must not be empty')
    .max(max, `must be at most ${max} characters`)
    .refine((text) => !hasControlCharacters(text), controlCharactersMessage());

/** Shown to every viewer, a picture's address names a host, not an address inside someone's network, nor credentials. */
function isPublicPicture(address: string): boolean {
  const url = new URL(address);
  const ipLiteral = /^\[.*\]$|^[\d.]+$/.test(url.hostname);
  return !url.username && !url.password && !ipLiteral && url.port === '' && url.hostname.includes('.');
}

/**
 * The credit a submitter chooses to be shown with the event they found ("spotted by"): a name, perhaps an
 * organisation and a picture. Optional on the submit form; never their e-mail. The picture must be https, so a page
 * showing it never loads anything over plain http.
 */
export const Credit = z.strictObject({
  name: oneLine(CREDIT_LIMITS.name),
  org: oneLine(CREDIT_LIMITS.org).nullable().optional(),
  avatarUrl: z
    .url({ protocol: /^https$/, normalize: true, error: 'must be an absolute https URL' })
    .max(CREDIT_LIMITS.avatarUrl, `must be at most ${CREDIT_LIMITS.avatarUrl} characters`)
    .refine(isPublicPicture, 'must be an https address by a host name, on the default port, without a user name or password')
    .nullable()
    .optional(),
});
export type CreditFields = z.infer<typeof Credit>;
