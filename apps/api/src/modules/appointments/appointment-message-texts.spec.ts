import { describe, expect, it } from 'vitest';
import { clientMessage } from './appointment-message-texts';

const facts = { firstName: 'Nora', serviceName: 'Haircut', date: '2031-05-06', startTime: '10:00' };

describe('clientMessage', () => {
  it('asks the client to confirm', () => {
    expect(clientMessage('confirmation', facts)).toEqual({
      subject: 'Please confirm your appointment',
      body: 'Hello Nora,\n\nplease confirm your Haircut appointment on 2031-05-06 at 10:00 by replying to this message or calling us.\n',
    });
  });

  it('reminds the client of the visit', () => {
    expect(clientMessage('reminder', facts)).toEqual({
      subject: 'Appointment reminder',
      body: 'Hello Nora,\n\nthis is a reminder of your Haircut appointment on 2031-05-06 at 10:00. We look forward to seeing you.\n',
    });
  });
});
