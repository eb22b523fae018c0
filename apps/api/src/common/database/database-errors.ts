import { QueryFailedError, QueryRunnerAlreadyReleasedError, QueryRunnerProviderAlreadyReleasedError } from 'typeorm';

/** The SQLSTATE of a failed query or connection, when PostgreSQL (or the driver) gave one. */
export function sqlStateOf(error: unknown): string | undefined {
  const source = error instanceof QueryFailedError ? error.driverError : error;
  const code = (source as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}

/**
 * Class 22, data exception: a value the database cannot take (a NUL in text, a number out of
 * range, a malformed date). The contracts refuse these first; this is the net under them.
 */
export const isDataException = (error: unknown) => error instanceof QueryFailedError && sqlStateOf(error)?.startsWith('22') === true;

/** A deadlock or a serialization failure: the same work may well succeed when run again. */
export const isTransientConflict = (error: unknown) => ['40P01', '40001'].includes(sqlStateOf(error) ?? '');

const UNAVAILABLE_STATES = new Set(['57P01', '57P02', '57P03', '53300', '57014']);
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ENOTFOUND', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH']);
// What pg and pg-pool throw, without a code, when a connection cannot be had or is lost.
const UNAVAILABLE_MESSAGES =
  /timeout exceeded when trying to connect|Connection terminated|connection timeout|Client has encountered a connection error|Client was closed|is not currently accepting connections/i;

/**
 * The database is down, restarting, refusing connections, or every pooled connection stayed busy
 * past the wait: the request itself was fine, and may be sent again shortly (503).
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  // TypeORM releases a transaction's runner when its connection dies (PostgreSQL stopped or
  // crashed mid-transaction): the next statement, or the COMMIT, then meets a released runner.
  if (error instanceof QueryRunnerAlreadyReleasedError || error instanceof QueryRunnerProviderAlreadyReleasedError) return true;
  const state = sqlStateOf(error);
  if (state && (state.startsWith('08') || UNAVAILABLE_STATES.has(state) || NETWORK_CODES.has(state))) return true;
  const source = error instanceof QueryFailedError ? error.driverError : error;
  return [error, source].some((candidate) => candidate instanceof Error && UNAVAILABLE_MESSAGES.test(candidate.message));
}
