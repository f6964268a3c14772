import type { MailMessage } from './mailer.ts';

/** Sent when a reviewer asks for more: their message, and a link to change the submission. */
export function moreInformationRequested(options: {
  to: string;
  eventTitle: string;
  reviewerMessage: string;
  editLink: string;
}): MailMessage {
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

/** Sent when a submission with an address arrives: where to follow it, and how to change it. `about` is its page, or the title typed in. */
export function submissionReceived(options: {
  to: string;
  about: string;
  typed: boolean;
  statusLink: string;
  editLink: string;
}): MailMessage {
  return {
    to: options.to,
    subject: 'Your event submission to Local Events',
    text: [
      options.typed ? 'Thank you for telling Local Events about:' : 'Thank you for submitting an event to Local Events, from:',
      `  ${options.about}`,
      '',
      options.typed
        ? 'A reviewer checks it before it is listed.'
        : 'We read the event from that page, and a reviewer checks it before it is listed.',
      '',
      'Follow it here:',
      options.statusLink,
      '',
      'Change it here while it waits for review (the link works for 7 days):',
      options.editLink,
      '',
      'If you did not submit this, ignore this mail.',
    ].join('\n'),
  };
}
