/** The GraphQL error codes the services use, and the HTTP status each stands for: one table, read both ways. */
export const STATUS_BY_ERROR_CODE = {
  BAD_USER_INPUT: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  SERVICE_UNAVAILABLE: 503,
} as const satisfies Record<string, number>;

export type ErrorCode = keyof typeof STATUS_BY_ERROR_CODE;

export const statusOfErrorCode = (code: string | undefined): number | undefined =>
  code !== undefined && Object.hasOwn(STATUS_BY_ERROR_CODE, code) ? STATUS_BY_ERROR_CODE[code as ErrorCode] : undefined;

export const errorCodeOfStatus = (status: number): ErrorCode =>
  (Object.keys(STATUS_BY_ERROR_CODE) as ErrorCode[]).find((code) => STATUS_BY_ERROR_CODE[code] === status) ?? 'SERVICE_UNAVAILABLE';
