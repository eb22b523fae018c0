import { QueryFailedError } from 'typeorm';
import { DomainError } from '../errors/domain-error';

/** PostgreSQL's unique_violation, optionally of one named constraint or index. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  if (!(error instanceof QueryFailedError)) return false;
  const driverError = error.driverError as { code?: string; constraint?: string };
  return driverError.code === '23505' && (constraint === undefined || driverError.constraint === constraint);
}

/** PostgreSQL's exclusion_violation (23P01) of one named constraint. */
export function isExclusionViolation(error: unknown, constraint: string): boolean {
  if (!(error instanceof QueryFailedError)) return false;
  const driverError = error.driverError as { code?: string; constraint?: string };
  return driverError.code === '23P01' && driverError.constraint === constraint;
}

/** A row others still refer to: foreign_key_violation, or restrict_violation for ON DELETE RESTRICT. */
export function isStillReferenced(error: unknown): boolean {
  const code = error instanceof QueryFailedError ? (error.driverError as { code?: string }).code : undefined;
  return code === '23503' || code === '23001';
}

/** Deletes, answering 409 IN_USE with `message` when other rows (appointments) still refer to the record. */
export async function refuseWhenInUse<T>(deletion: Promise<T>, message: string): Promise<T> {
  try {
    return await deletion;
  } catch (error) {
    if (isStillReferenced(error)) throw new DomainError('IN_USE', message);
    throw error;
  }
}
