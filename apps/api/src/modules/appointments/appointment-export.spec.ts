import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { describe, expect, it } from 'vitest';
import { stringify } from 'csv-stringify/sync';
import { appointmentsCsv, csvCell } from './appointment-export';
import type { ExportRow } from './appointment-list.repository';

const row = (id: number): ExportRow => ({
  appointment_id: id,
  date: '2031-10-02',
  start: '10:00',
  end: '11:00',
  duration_minutes: 60,
  client: 'Maya Lopez',
  client_email: null,
  client_phone: '+1 212 555 0199',
  service: 'Cut',
  employee: 'Rosa Diaz',
  status: 'pending',
  price: '60.00',
  deposit: '0.00',
  rating: null,
  notes: '=HYPERLINK("http://x")',
  special_requests: null,
  cancellation_reason: null,
  cancellation_fee: null,
  created_at: '2031-10-01T12:00:00.000Z',
});

const rows = (from: number, count: number) => Array.from({ length: count }, (_, index) => row(from + index));

async function drain(stream: NodeJS.ReadableStream): Promise<string> {
  let text = '';
  for await (const chunk of stream) text += String(chunk);
  return text;
}

/** Batches handed out in turn, recording each size asked for and whether the source was closed. */
function source(batches: Array<ExportRow[] | Error>) {
  const asked: number[] = [];
  const state = { closed: 0 };
  return {
    asked,
    state,
    next: async (size: number) => {
      asked.push(size);
      const batch = batches.shift() ?? [];
      if (batch instanceof Error) throw batch;
      return batch;
    },
    done: async () => {
      state.closed += 1;
    },
  };
}

describe('csvCell', () => {
  it('writes each cell as the CSV library the export used before did, formulas neutralised first', () => {
    const cells = ['plain', '', 'comma, inside', 'a "quote"', 'line\nbreak', 'carriage\rreturn', '=1+2', '+1 212', '-5', '@mention', '\tTab', 'Zoë', 42, 0, null];
    const before = stringify([cells.map((cell) => (typeof cell === 'string' && /^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell))]);
    expect(`${cells.map(csvCell).join(',')}\n`).toBe(before);
  });
});

describe('appointmentsCsv', () => {
  it('writes the header and one line per row, formulas neutralised', async () => {
    const from = source([[row(7)]]);
    const lines = (await drain(await appointmentsCsv({ ...from, batch: 3 }))).split('\n');
    expect(lines[0]).toBe(
      '\ufeffAppointment ID,Date,Start,End,Duration (min),Client,Client Email,Client Phone,Service,Employee,Status,Price,Deposit,Rating,Notes,Special Requests,Cancellation Reason,Cancellation Fee,Created At',
    );
    expect(lines[1]).toBe(`7,2031-10-02,10:00,11:00,60,Maya Lopez,,'+1 212 555 0199,Cut,Rosa Diaz,pending,60.00,0.00,,"'=HYPERLINK(""http://x"")",,,,2031-10-01T12:00:00.000Z`);
    expect(from.state.closed).toBe(1);
  });

  it("writes a late cancellation's fee in the Cancellation Fee column", async () => {
    const cancelled = { ...row(8), status: 'cancelled', notes: null, cancellation_reason: 'Client is unwell', cancellation_fee: '25.00' };
    const lines = (await drain(await appointmentsCsv({ ...source([[cancelled]]), batch: 3 }))).split('\n');
    expect(lines[1]).toBe(`8,2031-10-02,10:00,11:00,60,Maya Lopez,,'+1 212 555 0199,Cut,Rosa Diaz,cancelled,60.00,0.00,,,,Client is unwell,25.00,2031-10-01T12:00:00.000Z`);
  });

  it('reads batches until one comes back short, then closes the source once', async () => {
    const from = source([rows(1, 3), rows(4, 3), rows(7, 1)]);
    const lines = (await drain(await appointmentsCsv({ ...from, batch: 3 }))).trim().split('\n');
    expect(from.asked).toEqual([3, 3, 3]);
    expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual(['1', '2', '3', '4', '5', '6', '7']);
    expect(from.state.closed).toBe(1);
  });

  it('fetches the next batch only when the reply has taken the previous one (backpressure)', async () => {
    const from = source(Array.from({ length: 50 }, (_, index) => rows(index * 100 + 1, 100)));
    const csv = await appointmentsCsv({ ...from, batch: 100 });
    // Nobody reads yet: the first batch, and the next one fetched ahead, and no more.
    await new Promise((resolve) => setImmediate(resolve));
    expect(from.asked.length).toBeLessThanOrEqual(3);
    await pipeline(csv, new Writable({ write: (_chunk, _encoding, callback) => callback() }));
    await new Promise((resolve) => setImmediate(resolve));
    expect(from.asked).toHaveLength(51);
    expect(from.state.closed).toBe(1);
  });

  it('refuses before any byte is sent when the first batch fails, so the reply can still be an envelope, and closes the source', async () => {
    const from = source([new Error('invalid byte sequence')]);
    await expect(appointmentsCsv(from)).rejects.toThrow('invalid byte sequence');
    expect(from.state.closed).toBe(1);
  });

  it('ends the stream with the error when a later batch fails, instead of leaving it unhandled, and closes the source', async () => {
    const from = source([rows(1, 2), new Error('connection lost')]);
    await expect(drain(await appointmentsCsv({ ...from, batch: 2 }))).rejects.toThrow('connection lost');
    expect(from.asked).toEqual([2, 2]);
    expect(from.state.closed).toBe(1);
  });

  it('closes the source when the reader goes away halfway (a cancelled download)', async () => {
    const from = source(Array.from({ length: 50 }, (_, index) => rows(index * 100 + 1, 100)));
    const csv = await appointmentsCsv({ ...from, batch: 100 });
    for await (const _chunk of csv) break;
    await new Promise((resolve) => setImmediate(resolve));
    expect(from.asked.length).toBeLessThan(50);
    expect(from.state.closed).toBe(1);
  });
});
