// What other features may use of appointments; everything else in this folder is private to it.
// The schedule views are keyed under appointments, so a booking change refreshes them too.
export { appointmentKeys } from './api/appointment-keys';
// The client picker that searches the server as staff type; the payment form reuses it.
export { AppointmentClientSelect, type ClientChoice } from './form/appointment-client-select';
