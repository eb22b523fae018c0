import type { Appointment, AppointmentBalance } from '@salon/contracts';
import { DetailList } from '../../../components/detail-list';
import { SectionCard } from '../../../components/section-card';
import { clientFullName } from '../../../lib/format/client-full-name';
import { formatDate } from '../../../lib/format/format-date';
import { formatMoney } from '../../../lib/format/format-money';
import { formatTimeOfDay } from '../../../lib/format/format-time-of-day';

type PaymentAppointmentSummaryProps = {
  appointment: Appointment;
  balance: AppointmentBalance;
};

/** Who and what the payment is for, and where its money stands: price, deposit, paid so far and still owed. */
export function PaymentAppointmentSummary({ appointment, balance }: PaymentAppointmentSummaryProps) {
  return (
    <SectionCard title="Appointment">
      <DetailList
        items={[
          { label: 'Client', value: clientFullName(appointment.client) },
          { label: 'Service', value: appointment.service.name },
          { label: 'Date and time', value: `${formatDate(appointment.appointment_date)} at ${formatTimeOfDay(appointment.start_time)}` },
          { label: 'Employee', value: `${appointment.employee.first_name} ${appointment.employee.last_name}` },
          { label: 'Total price', value: formatMoney(balance.total_price) },
          { label: 'Deposit', value: formatMoney(balance.deposit_amount) },
          // The deposit is a payment taken at booking, so it is part of what was paid, not on top of it.
          { label: balance.deposit_amount > 0 ? 'Already paid (deposit included)' : 'Already paid', value: formatMoney(balance.paid_amount) },
          ...(balance.refunded_amount > 0 ? [{ label: 'Refunded', value: formatMoney(balance.refunded_amount) }] : []),
          { label: 'Still owed', value: formatMoney(balance.owed_amount) },
        ]}
      />
    </SectionCard>
  );
}
