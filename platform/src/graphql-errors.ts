import { GraphQLError } from 'graphql';

/** The error codes subgraphs use; the facades answer them as these HTTP statuses (400, 401, 403, 404, 409). */
export const userInputError = (message: string, field?: string) =>
  new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT', ...(field ? { field } : {}) } });
export const unauthenticated = (message: string) => new GraphQLError(message, { extensions: { code: 'UNAUTHENTICATED' } });
export const forbidden = (message: string, scopes?: readonly string[]) =>
  new GraphQLError(message, { extensions: { code: 'FORBIDDEN', ...(scopes ? { scopes } : {}) } });
export const notFoundError = (message: string) => new GraphQLError(message, { extensions: { code: 'NOT_FOUND' } });
export const conflictError = (message: string, details: Record<string, unknown> = {}) =>
  new GraphQLError(message, { extensions: { code: 'CONFLICT', ...details } });
