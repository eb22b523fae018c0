import { signedInAs } from '../../common/testing/accounts';
import { clientBody, employeeBody, serviceBody } from '../../common/testing/factories';
import { createTestApp, type TestApp } from '../../common/testing/test-app';
import { DEPOSIT_NOTE } from '../appointments';

type Headers = Record<string, string>;

export type PaymentStage = {
  t: TestApp;
  /** Priya at the front desk (takes payments), Sofia the stylist (none), Mark the manager (refunds and voids). */
  reception: Headers;
  stylist: Headers;
  manager: Headers;
  /** Nora Quinn (e-mail and phone) and Maya Lopez. */
  nora: number;
  maya: number;
  employeeId: number;
  serviceId: number;
  /** An appointment straight in the table (past dates allowed), with its status, price and deposit (a card payment of it a week before, as bookings take it). */
  appointment: (row?: { client?: number; status?: string; total?: number; deposit?: number; date?: string; start?: string }) => Promise<number>;
  /** Takes a payment through the API as the front desk; its body. */
  pay: (body: Record<string, unknown>, headers?: Headers) => Promise<Record<string, unknown> & { payment_id: number }>;
};

/** What payments tests start from: the app on its own database, three people, two clients, one employee and service. */
export async function paymentStage(): Promise<PaymentStage> {
  const t = await createTestApp();
  const reception = await signedInAs(t, 'priya', ['receptionist']);
  const stylist = await signedInAs(t, 'sofia', ['stylist']);
  const manager = await signedInAs(t, 'mark', ['manager']);
  const nora = (await t.http.post('/api/clients').set(reception).send(clientBody()).expect(201)).body.data.client_id as number;
  const maya = (await t.http.post('/api/clients').set(reception).send(clientBody({ first_name: 'Maya', last_name: 'Lopez', email: null, phone: null })).expect(201)).body
    .data.client_id as number;
  const employeeId = (await t.http.post('/api/employees').set(manager).send(employeeBody()).expect(201)).body.data.employee_id as number;
  const serviceId = (await t.http.post('/api/services').set(manager).send(serviceBody()).expect(201)).body.data.service_id as number;
  let hour = 8;
  const appointment: PaymentStage['appointment'] = async (row = {}) => {
    // Each appointment its own hour, so none overlaps another of the same employee.
    hour += 1;
    const start = row.start ?? `${String(hour % 24).padStart(2, '0')}:00`;
    const [{ appointment_id }] = await t.dataSource.query(
      `INSERT INTO appointments (salon_id, client_id, employee_id, service_id, appointment_date, start_time, end_time, duration_minutes, total_price, deposit_amount, status_id, holds_slot)
       SELECT 1, $1, $2, $3, $4, $5::time, $5::time + interval '30 minutes', 30, $6, $7, status_id, false FROM appointment_statuses WHERE salon_id = 1 AND name = $8
       RETURNING appointment_id`,
      [row.client ?? nora, employeeId, serviceId, row.date ?? '2026-03-02', start, row.total ?? 80, row.deposit ?? 0, row.status ?? 'completed'],
    );
    if (row.deposit) {
      await t.dataSource.query(
        `INSERT INTO payments (salon_id, client_id, appointment_id, amount, payment_method, payment_status, transaction_type, notes, payment_date)
         VALUES (1, $1, $2, $3, 'credit_card', 'completed', 'payment', $4, $5::date - 7 + time '12:00' AT TIME ZONE 'UTC')`,
        [row.client ?? nora, appointment_id, row.deposit, DEPOSIT_NOTE, row.date ?? '2026-03-02'],
      );
    }
    return appointment_id as number;
  };
  const pay: PaymentStage['pay'] = async (body, headers = reception) =>
    (await t.http.post('/api/payments').set(headers).send({ payment_method: 'cash', ...body }).expect(201)).body.data;
  return { t, reception, stylist, manager, nora, maya, employeeId, serviceId, appointment, pay };
}
