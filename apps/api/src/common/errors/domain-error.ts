import { ERROR_STATUS, type ErrorCode, type FieldErrors } from '@salon/contracts';

/**
 * A refusal the business rules decided on: a code from the contracts' catalogue,
 * a message for people, and optional details. The global filter turns it into
 * the error envelope with the code's HTTP status.
 */
export class DomainError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: Record<string, unknown> & { fieldErrors?: FieldErrors },
  ) {
    super(message);
    this.name = 'DomainError';
  }

  get status(): number {
    return ERROR_STATUS[this.code];
  }
}
