import { describe, expect, it } from 'vitest';
import { DEACTIVATION_MESSAGES, employeeDeactivationSchema, unhandledAppointments } from './employee-deactivation.schemas';

describe('employeeDeactivationSchema', () => {
  it('takes no appointments as an empty list', () => {
    expect(employeeDeactivationSchema.parse({})).toEqual({ appointments: [] });
  });

  it('takes a reassignment to a colleague and a cancellation with its reason', () => {
    const parsed = employeeDeactivationSchema.parse({
      appointments: [
        { appointment_id: 7, action: 'reassign', employee_id: 3 },
        { appointment_id: 8, action: 'cancel', reason: '  Sofia has left  ' },
      ],
    });
    expect(parsed.appointments).toEqual([
      { appointment_id: 7, action: 'reassign', employee_id: 3 },
      { appointment_id: 8, action: 'cancel', reason: 'Sofia has left' },
    ]);
  });

  it('refuses a reassignment without the colleague', () => {
    const result = employeeDeactivationSchema.safeParse({ appointments: [{ appointment_id: 7, action: 'reassign' }] });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([['appointments.0.employee_id', 'Choose the colleague who takes this appointment']]);
  });

  it('refuses the same appointment handled twice', () => {
    const result = employeeDeactivationSchema.safeParse({
      appointments: [
        { appointment_id: 7, action: 'cancel' },
        { appointment_id: 7, action: 'reassign', employee_id: 3 },
      ],
    });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([['appointments.1.appointment_id', 'Each appointment can be handled once']]);
  });

  it('refuses an unknown action', () => {
    expect(employeeDeactivationSchema.safeParse({ appointments: [{ appointment_id: 7, action: 'ignore' }] }).success).toBe(false);
  });
});

describe('unhandledAppointments', () => {
  it('is the affected appointments no handling names', () => {
    const affected = [{ appointment_id: 1 }, { appointment_id: 2 }, { appointment_id: 3 }];
    expect(unhandledAppointments(affected, [{ appointment_id: 2 }, { appointment_id: 9 }])).toEqual([{ appointment_id: 1 }, { appointment_id: 3 }]);
    expect(unhandledAppointments(affected, affected)).toEqual([]);
  });
});

describe('DEACTIVATION_MESSAGES.employeeHasAppointments', () => {
  it('counts the appointments in words a desk reads', () => {
    expect(DEACTIVATION_MESSAGES.employeeHasAppointments(1)).toBe('This employee has 1 future appointment; reassign or cancel it before deactivating');
    expect(DEACTIVATION_MESSAGES.employeeHasAppointments(3)).toBe('This employee has 3 future appointments; reassign or cancel each before deactivating');
  });
});

describe('DEACTIVATION_MESSAGES.colleagueNotFree', () => {
  it('names the day and time as the desk says them', () => {
    expect(DEACTIVATION_MESSAGES.colleagueNotFree('Ivo Test', { client_name: 'Nora Quinn', appointment_date: '2031-03-25', start_time: '16:00' }, 'Selected time slot is not available')).toBe(
      "Ivo Test cannot take Nora Quinn's appointment on Tuesday, March 25, 2031 at 4:00 PM: Selected time slot is not available. Nothing was changed.",
    );
  });
});
