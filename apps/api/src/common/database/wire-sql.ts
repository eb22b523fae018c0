/**
 * SQL that reads a timestamptz column as the wire writes it (Date#toISOString: UTC, milliseconds,
 * a trailing Z), for lists that send plain rows without building entities.
 */
export const isoTimestamp = (column: string, as: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS ${as}`;
