import type { MailMessage } from './mailer.ts';

/** Sent when a reviewer asks for more: their message, and a link to change the submission. */
export function moreInformationRequested(options: { to: string; eventTitle: string; reviewerMessage: string; editLink: string }): MailMessage {
  return {
    to: options.to,
    subject: `More information needed: ${options.eventTitle}`.slice(0, 200),
    text: [
      `Thank you for submitting "${options.eventTitle}" to Local Events.`,
      '',
      'A reviewer asks:',
      '',
      ...options.reviewerMessage.split('\n').map((line) => `  ${line}`),
      '',
      'Add what is missing here (the link works for 7 days):',
      options.editLink,
      '',
      'Once you have, the event goes back to the reviewers.',
    ].join('\n'),
  };
}
