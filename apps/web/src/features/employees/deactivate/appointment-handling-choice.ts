import { DEACTIVATION_MESSAGES, type AppointmentHandling, type EmployeeDeactivationImpact } from '@salon/contracts';

export type AffectedRow = EmployeeDeactivationImpact['appointments'][number];

/** The Select's value for "cancel with notice"; any other value is a colleague's id. */
export const CANCEL_CHOICE = 'cancel';

/** The options of one appointment: the colleagues free then, and cancelling it. */
export function handlingOptions(row: AffectedRow) {
  const colleagues = row.free_colleagues.map((colleague) => ({ value: String(colleague.employee_id), label: `Reassign to ${colleague.first_name} ${colleague.last_name}` }));
  return [...colleagues, { value: CANCEL_CHOICE, label: 'Cancel with notice to the client' }];
}

/** What the API is sent: each appointment with its choice, in the list's order (so errors name the row by its index). */
export function toHandling(rows: readonly AffectedRow[], choices: Record<number, string>, reason: string): AppointmentHandling[] {
  return rows.map((row) => {
    const choice = choices[row.appointment_id];
    return choice === CANCEL_CHOICE
      ? { appointment_id: row.appointment_id, action: 'cancel', reason: reason.trim() || DEACTIVATION_MESSAGES.defaultCancelReason }
      : { appointment_id: row.appointment_id, action: 'reassign', employee_id: Number(choice) };
  });
}

/** "2 appointments reassigned, 1 cancelled" for the success toast; empty when there were none. */
export function handlingSummary(handling: readonly AppointmentHandling[]): string {
  const reassigned = handling.filter((entry) => entry.action === 'reassign').length;
  const cancelled = handling.length - reassigned;
  const parts = [reassigned && `${reassigned} ${reassigned === 1 ? 'appointment' : 'appointments'} reassigned`, cancelled && `${cancelled} cancelled with notice`].filter(Boolean);
  return parts.length ? ` ${parts.join(', ')}.` : '';
}
