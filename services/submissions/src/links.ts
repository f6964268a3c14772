import type { SubmissionServices } from './services.ts';

/** The submission's page on the site, where the submitter follows it. */
export const submissionPage = (services: Pick<SubmissionServices, 'config'>, uuid: string) =>
  `${services.config.SITE_URL.replace(/\/+$/, '')}/submissions/${uuid}`;

/** That page with a signed, expiring token that lets whoever follows it correct the event while it awaits review. */
export const editLink = async (services: Pick<SubmissionServices, 'config' | 'linkTokens'>, uuid: string) =>
  `${submissionPage(services, uuid)}?token=${await services.linkTokens.issue(uuid)}`;
