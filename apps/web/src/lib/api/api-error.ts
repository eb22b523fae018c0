import type { ErrorCode, ErrorEnvelope } from '@salon/contracts';

/** Codes for failures that happen before any answer from the API arrives, or with one it did not shape. */
export type ClientErrorCode = 'NETWORK_ERROR' | 'TIMEOUT' | 'UNEXPECTED_RESPONSE';

export type ApiErrorCode = ErrorCode | ClientErrorCode;

export type ApiErrorDetails = NonNullable<ErrorEnvelope['details']>;

type ApiErrorInit = {
  message: string;
  status: number;
  code: ApiErrorCode;
  details?: ApiErrorDetails;
};

/** Every failed API call rejects with this; status is 0 when no answer came at all. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code: ApiErrorCode;
  readonly details: ApiErrorDetails;

  constructor({ message, status, code, details = {} }: ApiErrorInit) {
    super(message);
    this.status = status;
    this.code = code;
    this.details = details;
  }

  static fromEnvelope({ message, status, code, details }: ErrorEnvelope): ApiError {
    return new ApiError({ message, status, code, details });
  }
}
