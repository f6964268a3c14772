import { GraphQLError } from 'graphql';
import { isUuid } from './ids.ts';
import type { Problem } from './problem.ts';

/** The error codes subgraphs use; the facades answer them as these HTTP statuses (400, 401, 403, 404, 409). */
export const userInputError = (message: string, field?: string) =>
  new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT', ...(field ? { field } : {}) } });
export const unauthenticated = (message: string) => new GraphQLError(message, { extensions: { code: 'UNAUTHENTICATED' } });
export const forbidden = (message: string, scopes?: readonly string[]) =>
  new GraphQLError(message, { extensions: { code: 'FORBIDDEN', ...(scopes ? { scopes } : {}) } });
export const notFoundError = (message: string) => new GraphQLError(message, { extensions: { code: 'NOT_FOUND' } });
export const conflictError = (message: string, details: Record<string, unknown> = {}) =>
  new GraphQLError(message, { extensions: { code: 'CONFLICT', ...details } });

const CODE_BY_STATUS: Record<number, string> = { 400: 'BAD_USER_INPUT', 401: 'UNAUTHENTICATED', 403: 'FORBIDDEN', 404: 'NOT_FOUND', 409: 'CONFLICT' };

/** What another service answered (as a problem from the gateway client), passed on with the same meaning. */
export const graphQLErrorOf = (problem: Problem) =>
  new GraphQLError(problem.detail ?? problem.title, { extensions: { code: CODE_BY_STATUS[problem.status] ?? 'SERVICE_UNAVAILABLE' } });

/** A UUID argument, lower-cased; anything else is a BAD_USER_INPUT naming the argument. */
export function uuidArgument(value: string, name = 'uuid'): string {
  if (!isUuid(value)) throw userInputError(`${name} must be a UUID`, name);
  return value.toLowerCase();
}
