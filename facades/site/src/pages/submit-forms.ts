import { Credit, CREDIT_LIMITS, TypedEvent } from '@local-events/contracts';
import { isHttpUrl, MAX_URL_LENGTH } from '@local-events/platform';
import { z } from 'zod';
import type { SubmitEventInput } from '../generated/operations.ts';
import type { Translate } from '../i18n/messages.ts';

/** Which of the two forms was sent: a page's address, or the event typed in. */
export type SubmitKind = 'page' | 'typed';

/** What both forms share: the e-mail, the credit, the honeypot and the proof of work (catalog keys as messages). */
const Common = z.object({
  email: z.union([z.literal(''), z.email({ error: 'submit.badEmail' }).max(254)]).optional(),
  creditName: z
    .string()
    .max(CREDIT_LIMITS.name * 2)
    .optional(),
  creditOrg: z
    .string()
    .max(CREDIT_LIMITS.org * 2)
    .optional(),
  website: z.string().max(MAX_URL_LENGTH).optional(),
  altcha: z.string().max(20_000).optional(),
});

const PageForm = Common.extend({ url: z.string().refine(isHttpUrl, 'submit.badUrl') });

/** The typed form's boxes, by the names the template gives them; each is a string (or absent) as a form posts it. */
const TYPED_BOXES = ['title', 'zoneId', 'start', 'end', 'venue', 'address', 'description', 'priceInfo', 'link', 'imageUrl'] as const;

/** The contract's field a typed box feeds, for saying which box to check. */
const BOX_OF_FIELD: Record<string, (typeof TYPED_BOXES)[number]> = { placeName: 'venue', placeAddress: 'address' };

const text = (value: unknown, max = 20_000) => (typeof value === 'string' ? value.trim().slice(0, max) : '');

/** The posted values to show again in the form after a refusal (the template escapes them). */
export function postedValues(raw: Record<string, unknown>): Record<string, string> {
  const values: Record<string, string> = {
    url: text(raw.url, MAX_URL_LENGTH),
    email: text(raw.email, 254),
    creditName: text(raw.creditName, CREDIT_LIMITS.name),
    creditOrg: text(raw.creditOrg, CREDIT_LIMITS.org),
    isFree: raw.isFree === 'on' ? 'on' : '',
  };
  for (const box of TYPED_BOXES) values[box] = text(raw[box]);
  return values;
}

/** The credit the form asks for (a name, perhaps an organisation), checked by the contract; none without a name. */
function creditOf(form: { creditName?: string; creditOrg?: string }) {
  const name = form.creditName?.trim();
  if (!name) return undefined;
  return Credit.safeParse({ name, org: form.creditOrg?.trim() || null });
}

const orNull = (value: string) => value || null;

/** The event typed in, as the contract's TypedEvent: the chosen town, the venue's name or the address, the rest as typed. */
function typedEventOf(raw: Record<string, unknown>) {
  const box = (name: (typeof TYPED_BOXES)[number]) => text(raw[name]);
  return TypedEvent.safeParse({
    title: box('title'),
    start: box('start'),
    end: orNull(box('end')),
    zoneId: /^\d{1,10}$/.test(box('zoneId')) ? Number(box('zoneId')) : 0,
    placeName: orNull(box('venue')),
    placeAddress: orNull(box('address')),
    description: orNull(box('description')),
    priceInfo: orNull(box('priceInfo')),
    isFree: raw.isFree === 'on',
    link: orNull(box('link')),
    imageUrl: orNull(box('imageUrl')),
  });
}

export type ReadSubmitForm = { ok: true; input: SubmitEventInput; honeypot: boolean; altcha?: string } | { ok: false; error: string };

/**
 * A posted submit form read into the input the gateway takes, or what is wrong with it, in the visitor's language:
 * the page's address, or the event typed in, with the e-mail and the credit either form may give.
 */
export function readSubmitForm(
  kind: SubmitKind,
  raw: Record<string, unknown>,
  writing: { language: string; t: Translate },
): ReadSubmitForm {
  const { t } = writing;
  const common = (kind === 'page' ? PageForm : Common).safeParse(raw);
  if (!common.success) {
    const message = common.error.issues[0]!.message;
    return { ok: false, error: t(/^submit\.[A-Za-z]+$/.test(message) ? message : 'submit.badField') };
  }
  const credit = creditOf(common.data);
  if (credit && !credit.success) return { ok: false, error: t('submit.badCredit', { why: credit.error.issues[0]!.message }) };
  // The mails to the submitter speak the page's language.
  const shared = {
    language: writing.language,
    ...(common.data.email ? { email: common.data.email } : {}),
    ...(credit ? { credit: credit.data } : {}),
  };
  const honeypot = Boolean(common.data.website);
  if (kind === 'page')
    return { ok: true, input: { url: (common.data as { url: string }).url, ...shared }, honeypot, altcha: common.data.altcha };
  const typed = typedEventOf(raw);
  if (!typed.success) {
    const field = String(typed.error.issues[0]!.path[0] ?? 'title');
    return { ok: false, error: t('typed.check', { field: t(`typed.${BOX_OF_FIELD[field] ?? field}`) }) };
  }
  return { ok: true, input: { event: typed.data, ...shared }, honeypot, altcha: common.data.altcha };
}
