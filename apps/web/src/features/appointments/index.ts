// What other features may use of appointments; everything else in this folder is private to it.
// The schedule views are keyed under appointments, so a booking change refreshes them too.
export { appointmentKeys } from './api/appointment-keys';
// The client picker that searches the server as staff type; the payment form reuses it.
export { AppointmentClientSelect, type ClientChoice } from './form/appointment-client-select';
// One employee's free start times for a service and the picker that lists them; the waitlist's convert-to-appointment reuses both.
export { useEmployeeSlots, type SlotRequest } from './api/use-employee-slots';
export { AppointmentSlotPicker, type SlotListing } from './form/appointment-slot-picker';
