import { describe, expect, it } from 'vitest';
import { waitlistConvertBodySchema, waitlistConvertSchema, waitlistCreateSchema } from './waitlist.schemas';

const valid = { clientName: 'Ana Walker', clientPhone: '(212) 555-0147', partySize: 1, requestedServices: [{ serviceId: 3 }] };
const messages = (input: unknown) => {
  const result = waitlistCreateSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe('waitlist form rules (spec part 2 §5)', () => {
  it('accepts a walk-in with defaults: sms, no email, "Any employee"', () => {
    expect(waitlistCreateSchema.parse(valid)).toEqual({
      clientName: 'Ana Walker',
      clientPhone: '(212) 555-0147',
      clientEmail: null,
      partySize: 1,
      requestedServices: [{ serviceId: 3 }],
      notificationPreference: 'sms',
      notes: null,
    });
  });

  it('requires name, phone and a party size of at least 1', () => {
    expect(messages({ ...valid, clientName: ' ', clientPhone: '', partySize: 0 })).toEqual([
      'clientName: Customer name is required',
      'clientPhone: Phone number is required',
      'partySize: Party size must be between 1 and 20',
    ]);
  });

  it('refuses an invalid email', () => {
    expect(messages({ ...valid, clientEmail: 'ana@' })).toEqual(['clientEmail: Please enter a valid email address']);
  });

  it('drops blank service rows, then asks for at least one service', () => {
    expect(messages({ ...valid, requestedServices: [{ serviceId: '' }] })).toEqual(['requestedServices: Please select at least one service']);
    expect(messages({ ...valid, requestedServices: undefined })).toEqual(['requestedServices: Please select at least one service']);
    expect(waitlistCreateSchema.parse({ ...valid, requestedServices: [{ serviceId: '' }, { serviceId: '4', preferredEmployeeId: '' }] }).requestedServices).toEqual([
      { serviceId: 4, preferredEmployeeId: null },
    ]);
  });

  it('convert needs an employee, a date and a time', () => {
    expect(waitlistConvertSchema.safeParse({ employeeId: 2, date: '2026-11-24', startTime: '14:30' }).success).toBe(true);
    expect(waitlistConvertSchema.safeParse({ employeeId: '', date: '', startTime: '' }).error?.issues.map((issue) => issue.message)).toEqual([
      'Employee is required',
      'Date is required',
      'Start time is required',
    ]);
  });
});

describe('the convert request', () => {
  it('takes an optional client: none, blank or an id', () => {
    const booking = { employeeId: 2, date: '2026-11-24', startTime: '14:30' };
    expect(waitlistConvertBodySchema.parse(booking)).toEqual(booking);
    expect(waitlistConvertBodySchema.parse({ ...booking, clientId: '' })).toEqual({ ...booking, clientId: null });
    expect(waitlistConvertBodySchema.parse({ ...booking, clientId: '21' })).toEqual({ ...booking, clientId: 21 });
    expect(waitlistConvertBodySchema.safeParse({ ...booking, clientId: -1 }).error?.issues.map((issue) => issue.message)).toEqual(['Please select a valid client']);
  });

  it("takes the new client's first and last name under the clients' own rules; blank is not given", () => {
    const booking = { employeeId: 2, date: '2026-11-24', startTime: '14:30' };
    expect(waitlistConvertBodySchema.parse({ ...booking, clientFirstName: ' Cher ', clientLastName: 'Sarkisian' })).toEqual({ ...booking, clientFirstName: 'Cher', clientLastName: 'Sarkisian' });
    expect(waitlistConvertBodySchema.parse({ ...booking, clientFirstName: '', clientLastName: '  ' })).toEqual(booking);
    expect(waitlistConvertBodySchema.safeParse({ ...booking, clientLastName: 'x'.repeat(51) }).error?.issues.map((issue) => issue.message)).toEqual(['Last name must be at most 50 characters']);
  });
});

describe('a service row with an employee but no service', () => {
  it('asks for the service rather than dropping the row', () => {
    expect(messages({ ...valid, requestedServices: [{ serviceId: '', preferredEmployeeId: 2 }] })).toEqual(['requestedServices.0.serviceId: Please select a service']);
  });
});
