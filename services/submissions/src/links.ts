import type { SubmissionServices } from './services.ts';

/** The API address of a submission, where its status is read and (with a token) it is changed. */
export const statusLink = (services: Pick<SubmissionServices, 'config'>, uuid: string) => `${services.config.BASE_URL}/api/submit/event/${uuid}`;

/** The status address with a signed, expiring token that lets whoever follows it change the submission. */
export const editLink = async (services: Pick<SubmissionServices, 'config' | 'linkTokens'>, uuid: string) =>
  `${statusLink(services, uuid)}?token=${await services.linkTokens.issue(uuid)}`;
