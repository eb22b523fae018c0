/**
 * Every `code` the API may put in an error envelope. Stable identifiers:
 * clients branch on them, so a code is never renamed once shipped.
 */
export const ERROR_CODES = [
  'VALIDATION_FAILED',
  'BAD_REQUEST',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'METHOD_NOT_ALLOWED',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'HEADERS_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'TOO_MANY_ATTEMPTS',
  'INVALID_CREDENTIALS',
  'ACCOUNT_INACTIVE',
  'INVALID_REFRESH_TOKEN',
  'INVALID_RESET_TOKEN',
  'EMAIL_TAKEN',
  'ROLE_LOCKED',
  'UNKNOWN_ROLE',
  'SERVICE_NAME_TAKEN',
  'SCHEDULE_DAY_TAKEN',
  'STATUS_NAME_TAKEN',
  'SLOT_TAKEN',
  'INVALID_TRANSITION',
  'IN_USE',
  'INTERNAL_ERROR',
  'SERVICE_UNAVAILABLE',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

/** The HTTP status each code is answered with. */
export const ERROR_STATUS: Record<ErrorCode, number> = {
  VALIDATION_FAILED: 400,
  BAD_REQUEST: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  HEADERS_TOO_LARGE: 431,
  UNSUPPORTED_MEDIA_TYPE: 415,
  TOO_MANY_ATTEMPTS: 429,
  INVALID_CREDENTIALS: 401,
  ACCOUNT_INACTIVE: 403,
  INVALID_REFRESH_TOKEN: 401,
  INVALID_RESET_TOKEN: 400,
  EMAIL_TAKEN: 409,
  ROLE_LOCKED: 409,
  UNKNOWN_ROLE: 400,
  SERVICE_NAME_TAKEN: 409,
  SCHEDULE_DAY_TAKEN: 409,
  STATUS_NAME_TAKEN: 409,
  SLOT_TAKEN: 409,
  INVALID_TRANSITION: 409,
  IN_USE: 409,
  INTERNAL_ERROR: 500,
  SERVICE_UNAVAILABLE: 503,
};

/** User-facing texts shared by the API and the web client. */
export const MESSAGES = {
  validationFailed: 'Some fields are not valid',
  notFound: 'The requested resource was not found',
  routeNotFound: (method: string, path: string) => `No route matches ${method} ${path}`,
  internalError: 'An unexpected error occurred',
  malformedJson: 'The request body is not valid JSON',
  badRequestLine: 'The request address is not valid (check its percent-encoding)',
  malformedRequest: 'The request is not valid HTTP',
  headersTooLarge: 'The request headers are too large',
  requestTimeout: 'The request took too long to arrive',
  methodNotAllowed: (method: string, path: string, allowed: string[]) => `${method} is not allowed on ${path}; use ${allowed.join(', ')}`,
  networkError: 'Network error - please check your connection',
  unstorableValue: 'A value in the request cannot be stored (a number out of range or a character that is not allowed)',
  concurrentChange: 'Someone else changed the same records at the same moment; please try again',
  databaseUnavailable: 'The service is briefly unavailable; please try again in a few seconds',
} as const;
