import { IntlMessageFormat } from 'intl-messageformat';
import type { GuideLanguage } from '@local-events/contracts';
import caES from './catalogs/ca-ES.json' with { type: 'json' };
import deDE from './catalogs/de-DE.json' with { type: 'json' };
import enGB from './catalogs/en-GB.json' with { type: 'json' };
import esES from './catalogs/es-ES.json' with { type: 'json' };
import type { MailMessage } from './mailer.ts';

type MailKey = keyof typeof enGB;

/** The mails' words in each language the guide speaks (ICU MessageFormat), chosen by the submitter's page. */
const CATALOGS: Record<GuideLanguage, Record<MailKey, string>> = { 'en-GB': enGB, 'es-ES': esES, 'ca-ES': caES, 'de-DE': deDE };

const say = (language: GuideLanguage, key: MailKey, values?: Record<string, string>) =>
  String(new IntlMessageFormat(CATALOGS[language][key], language).format(values));

/** Sent when a reviewer asks for more: their message, and a link to change the submission. */
export function moreInformationRequested(options: {
  to: string;
  language: GuideLanguage;
  eventTitle: string;
  reviewerMessage: string;
  editLink: string;
}): MailMessage {
  const text = (key: MailKey) => say(options.language, key, { title: options.eventTitle });
  return {
    to: options.to,
    subject: text('moreInfo.subject').slice(0, 200),
    text: [
      text('moreInfo.thanks'),
      '',
      text('moreInfo.asks'),
      '',
      ...options.reviewerMessage.split('\n').map((line) => `  ${line}`),
      '',
      text('moreInfo.add'),
      options.editLink,
      '',
      text('moreInfo.back'),
    ].join('\n'),
  };
}

/** Sent when a submission with an address arrives: where to follow it, and how to change it. `about` is its page, or the title typed in. */
export function submissionReceived(options: {
  to: string;
  language: GuideLanguage;
  about: string;
  typed: boolean;
  statusLink: string;
  editLink: string;
}): MailMessage {
  const text = (key: MailKey) => say(options.language, key);
  return {
    to: options.to,
    subject: text('received.subject'),
    text: [
      text(options.typed ? 'received.thanksTyped' : 'received.thanksPage'),
      `  ${options.about}`,
      '',
      text(options.typed ? 'received.reviewTyped' : 'received.reviewPage'),
      '',
      text('received.follow'),
      options.statusLink,
      '',
      text('received.change'),
      options.editLink,
      '',
      text('received.notYou'),
    ].join('\n'),
  };
}
