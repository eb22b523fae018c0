/** The module's public surface: other modules import only this file (eslint.config.mjs, API module boundaries). */
export { AppointmentsModule } from './appointments.module';
export { BookedTimeQuery, SPANS_JSON, type BookedSpan, type BookedTime } from './booked-time.query';
export { AppointmentHandoverService } from './appointment-handover.service';
export { AppointmentChargesQuery, type AppointmentCharge, type ChargedService } from './appointment-charges.query';
export { AppointmentQueriesService } from './appointment-queries.service';
export { AppointmentListService } from './appointment-list.service';
export { AppointmentDashboardQuery, type AppointmentEvent } from './appointment-dashboard.query';
export { AppointmentsService } from './appointments.service';
export { SqlParameters, totalsRowsSql, distinctClientsSql, clientBlocksSql, type Dimension } from './appointment-rollups/appointment-totals.sql';
export { hourRowsSql } from './appointment-rollups/appointment-hours.sql';
export { DEPOSIT_NOTE } from './deposit-payment';
