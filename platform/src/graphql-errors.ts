import { GraphQLError } from 'graphql';
import { errorCodeOfStatus, type ErrorCode } from './error-codes.ts';
import { isUuid } from './ids.ts';
import { Problem } from './problem.ts';

const graphQLError = (code: ErrorCode, message: string, details: Record<string, unknown> = {}) =>
  new GraphQLError(message, { extensions: { code, ...details } });

/** The errors subgraphs answer with; the facades turn them into 400, 401, 403, 404 and 409 problems. */
export const userInputError = (message: string, field?: string) => graphQLError('BAD_USER_INPUT', message, field ? { field } : {});
export const unauthenticated = (message: string) => graphQLError('UNAUTHENTICATED', message);
export const forbidden = (message: string, scopes?: readonly string[]) => graphQLError('FORBIDDEN', message, scopes ? { scopes } : {});
export const notFoundError = (message: string) => graphQLError('NOT_FOUND', message);
export const conflictError = (message: string, details: Record<string, unknown> = {}) => graphQLError('CONFLICT', message, details);
/** Errors with a code of their own (IDEMPOTENCY_KEY_REUSED, URL_REFUSED...), which the facades show as `code`. */
export const codedError = (code: ErrorCode, message: string, details: Record<string, unknown> = {}) => graphQLError(code, message, details);

/** What another service answered (as a problem from the gateway client), passed on with the same meaning. */
export const graphQLErrorOf = (problem: Problem) => graphQLError(errorCodeOfStatus(problem.status), problem.detail ?? problem.title);

/** A question a subgraph asks another service through the gateway; what that service refuses is refused here the same way. */
export async function passingOnRefusals<T>(ask: () => Promise<T>): Promise<T> {
  try {
    return await ask();
  } catch (error) {
    if (error instanceof Problem) throw graphQLErrorOf(error);
    throw error;
  }
}

/** A UUID argument, lower-cased; anything else is a BAD_USER_INPUT naming the argument. */
export function uuidArgument(value: string, name = 'uuid'): string {
  if (!isUuid(value)) throw userInputError(`${name} must be a UUID`, name);
  return value.toLowerCase();
}

/** The fields of a GraphQL input object that were given: type-graphql leaves absent ones undefined on the instance. */
export const givenFields = <T extends object>(input: T): Partial<T> =>
  Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined)) as Partial<T>;

/**
 * An argument given by its name or by its old, deprecated one (not both: that is a BAD_USER_INPUT): its value, and
 * the name the caller used, for the messages about it.
 */
export function renamedArgument<Value>(
  current: { name: string; value: Value | null | undefined },
  old: { name: string; value: Value | null | undefined },
): { name: string; value: Value | undefined } {
  if (current.value != null && old.value != null)
    throw userInputError(`give ${current.name} or ${old.name} (its old name), not both`, old.name);
  return old.value != null ? { name: old.name, value: old.value } : { name: current.name, value: current.value ?? undefined };
}
