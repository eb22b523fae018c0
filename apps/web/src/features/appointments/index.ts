// What other features may use of appointments; everything else in this folder is private to it.
// The schedule views are keyed under appointments, so a booking change refreshes them too.
export { appointmentKeys } from './api/appointment-keys';
