/**
 * How long a service, an appointment or an extra may last (spec part 1 §9). The forms,
 * the request schemas and the database checks all take these.
 */
export const DURATION_MIN_MINUTES = 5;
export const DURATION_MAX_MINUTES = 480;
export const DURATION_MESSAGE = `Duration must be between ${DURATION_MIN_MINUTES} and ${DURATION_MAX_MINUTES} minutes`;
