import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DataSource } from 'typeorm';
import { typeOrmOptions } from '../../database/typeorm-options';
import { stopAllApiProcesses, twoInstances, type ApiProcess } from '../../common/testing/api-processes';
import { createTestDatabase, type TestDatabase } from '../../common/testing/test-database';

// Two real API processes, each with its outbox sender polling every 20 ms, on one database.
// Without SMTP_URL each delivery is a log line ("Would send ...", with outboxMessageId), so the
// children's output is the record of what was sent.
const MESSAGES = 300;
let db: TestDatabase;
let dataSource: DataSource;
let a: ApiProcess;
let b: ApiProcess;
beforeAll(async () => {
  db = await createTestDatabase();
  dataSource = await new DataSource(typeOrmOptions(db.url, 2)).initialize();
  [a, b] = await twoInstances(db, { OUTBOX_POLL_MS: '20', LOG_LEVEL: 'info' });
});
afterAll(async () => {
  await stopAllApiProcesses();
  await dataSource?.destroy();
  await db?.drop();
});

/** The outbox message ids a process logged as delivered. */
const deliveredBy = (instance: ApiProcess): number[] =>
  instance.output.flatMap((line) => {
    if (!line.includes('Would send')) return [];
    const entry = JSON.parse(line) as { msg?: string; outboxMessageId?: number };
    return entry.msg?.startsWith('Would send') && entry.outboxMessageId !== undefined ? [entry.outboxMessageId] : [];
  });

/** Polls (bounded) until the condition holds; fails naming what it waited for. */
async function waitFor(what: string, condition: () => Promise<boolean> | boolean, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('the outbox drained by two API processes at once', () => {
  it(`sends each of ${MESSAGES} messages exactly once, both processes sharing the work`, async () => {
    // All due at once, written after both senders are polling, so both compete from the first message.
    const ids: number[] = (
      await dataSource.query(
        `INSERT INTO outbox_messages (channel, recipient, subject, body)
         SELECT 'email', 'client' || n || '@example.com', 'Reminder ' || n, 'See you soon' FROM generate_series(1, $1) AS n
         RETURNING outbox_message_id`,
        [MESSAGES],
      )
    ).map((row: { outbox_message_id: number }) => row.outbox_message_id);

    await waitFor('every message to be marked sent', async () => (await dataSource.query(`SELECT count(*)::int AS n FROM outbox_messages WHERE status <> 'sent'`))[0].n === 0);
    // The log lines travel through pipes: wait until every delivery's line has arrived.
    await waitFor('every delivery to be logged', () => deliveredBy(a).length + deliveredBy(b).length >= MESSAGES);

    const delivered = [...deliveredBy(a), ...deliveredBy(b)];
    expect(delivered.sort((x, y) => x - y)).toEqual(ids.sort((x, y) => x - y));
    expect(deliveredBy(a).length).toBeGreaterThan(0);
    expect(deliveredBy(b).length).toBeGreaterThan(0);
    const rows = await dataSource.query(`SELECT count(*)::int AS n FROM outbox_messages WHERE status = 'sent' AND attempts = 1 AND sent_at IS NOT NULL`);
    expect(rows).toEqual([{ n: MESSAGES }]);
  });
});
