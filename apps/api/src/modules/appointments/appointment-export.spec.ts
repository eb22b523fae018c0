import { describe, expect, it } from 'vitest';
import type { Appointment, ExportQuery } from '@salon/contracts';
import { EXPORT_BATCH, appointmentsCsv } from './appointment-export';

const row = (id: number) =>
  ({
    appointment_id: id,
    appointment_date: '2031-10-02',
    start_time: '10:00',
    end_time: '11:00',
    duration_minutes: 60,
    client: { first_name: 'Maya', last_name: 'Lopez', email: null, phone: null },
    service: { name: 'Cut' },
    employee: { first_name: 'Rosa', last_name: 'Diaz' },
    status: { name: 'pending' },
    total_price: 60,
    deposit_amount: 0,
    rating: null,
    notes: null,
    special_requests: null,
    cancellation_reason: null,
    created_at: '2031-10-01T12:00:00.000Z',
  }) as unknown as Appointment;

const everything = {} as ExportQuery;
const fullBatch = Array.from({ length: EXPORT_BATCH }, (_, index) => row(index + 1));

async function drain(stream: NodeJS.ReadableStream): Promise<string> {
  let text = '';
  for await (const chunk of stream) text += String(chunk);
  return text;
}

describe('appointmentsCsv', () => {
  it('refuses before any byte is sent when the first batch fails, so the reply can still be an envelope', async () => {
    await expect(appointmentsCsv(everything, async () => Promise.reject(new Error('invalid byte sequence')))).rejects.toThrow('invalid byte sequence');
  });

  it('ends the stream with the error when a later batch fails, instead of leaving it unhandled', async () => {
    let calls = 0;
    const csv = await appointmentsCsv(everything, async () => {
      calls += 1;
      if (calls === 1) return { rows: fullBatch };
      throw new Error('connection lost');
    });
    await expect(drain(csv)).rejects.toThrow('connection lost');
    expect(calls).toBe(2);
  });

  it('reads batches until one comes back short', async () => {
    const offsets: number[] = [];
    const csv = await appointmentsCsv(everything, async (query) => {
      offsets.push(query.offset);
      return { rows: query.offset === 0 ? fullBatch : [row(9999)] };
    });
    const lines = (await drain(csv)).trim().split('\n');
    expect(offsets).toEqual([0, 500]);
    expect(lines).toHaveLength(502);
  });
});
