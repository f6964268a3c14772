/** The GraphQL error codes the services use, and the HTTP status each stands for: one table, read both ways. */
export const STATUS_BY_ERROR_CODE = {
  BAD_USER_INPUT: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  /** The first request with this idempotency key is still running. */
  IN_PROGRESS: 409,
  UNPROCESSABLE: 422,
  /** The idempotency key was used before with another request. */
  IDEMPOTENCY_KEY_REUSED: 422,
  /** A submitted URL the service will not fetch (scheme, port, a private address). */
  URL_REFUSED: 422,
  /** Over the submission quota; `retryAfter` says when to try again. */
  RATE_LIMITED: 429,
  SERVICE_UNAVAILABLE: 503,
} as const satisfies Record<string, number>;

/**
 * The code to show callers beside the status, lower-cased (`idempotency_key_reused`), when it says more than
 * the status alone; undefined for the generic code of a status.
 */
export const specificCode = (code: string | undefined, status: number): string | undefined =>
  code && statusOfErrorCode(code) === status && errorCodeOfStatus(status) !== code ? code.toLowerCase() : undefined;

export type ErrorCode = keyof typeof STATUS_BY_ERROR_CODE;

export const statusOfErrorCode = (code: string | undefined): number | undefined =>
  code !== undefined && Object.hasOwn(STATUS_BY_ERROR_CODE, code) ? STATUS_BY_ERROR_CODE[code as ErrorCode] : undefined;

export const errorCodeOfStatus = (status: number): ErrorCode =>
  (Object.keys(STATUS_BY_ERROR_CODE) as ErrorCode[]).find((code) => STATUS_BY_ERROR_CODE[code] === status) ?? 'SERVICE_UNAVAILABLE';
