import type { Appointment } from '@salon/contracts';
import { formatDate } from '../../../lib/format/format-date';
import { formatTimeOfDay } from '../../../lib/format/format-time-of-day';
import { fullName } from '../shared/appointment-detail-format';

/**
 * Names a queue row in its buttons' accessible names ("Complete Maya Lopez on Nov 24, 2026
 * at 10:00 AM"), as the lists name theirs: a screen reader hears which of many Complete buttons it is on.
 */
export const workQueueRowName = (appointment: Appointment) =>
  `${fullName(appointment.client)} on ${formatDate(appointment.appointment_date)} at ${formatTimeOfDay(appointment.start_time)}`;
