import { defineJob } from '@local-events/platform/subgraph';
import type { SubmissionServices } from '../services.ts';
import type { MailMessage } from './mailer.ts';

export const SEND_MAIL = 'send-mail';

/** Mail goes out from a job: the request that causes it does not wait for SMTP, and a refusing server is retried. */
export const sendMailJob = (services: () => Promise<SubmissionServices>) =>
  defineJob<MailMessage>({
    name: SEND_MAIL,
    queue: { retryLimit: 10, retryDelay: 5, retryBackoff: true, retryDelayMax: 900 },
    async handle(message, attempt) {
      const { mailer } = await services();
      if (!mailer) {
        attempt.log.warn({ subject: message.subject }, 'mail not sent: SMTP_URL is not configured');
        return;
      }
      await mailer.send(message);
      attempt.log.info({ subject: message.subject }, 'mail sent');
    },
  });
