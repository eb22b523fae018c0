import { Select } from '@mantine/core';
import { PAYMENT_METHODS, PAYMENT_METHOD_LABELS, type Appointment } from '@salon/contracts';
import type { AppointmentFormState } from './appointment-form-values';

const METHOD_OPTIONS = PAYMENT_METHODS.map((method) => ({ value: method, label: PAYMENT_METHOD_LABELS[method] }));

/** A deposit entered here is taken now: a new booking's, or a first one on a booking that had none. */
export const takesDeposit = (appointment: Appointment | undefined) => !appointment || appointment.deposit_amount === 0;

/**
 * "Deposit paid by": the deposit is a payment taken at booking (recorded with this method), so
 * it is asked for, and required, as soon as a deposit is entered. A deposit already taken is a
 * payment of its own, changed only by refunding it or taking another, so its method is not asked again.
 */
export function AppointmentDepositMethod({ form, appointment }: { form: AppointmentFormState; appointment?: Appointment }) {
  const deposit = Number(form.values.deposit_amount);
  if (!takesDeposit(appointment) || form.values.deposit_amount === '' || !(deposit > 0)) return null;
  return <Select label="Deposit paid by" required placeholder="Choose how the client paid" data={METHOD_OPTIONS} {...form.getSelectProps('deposit_method')} />;
}
