import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AppConfig } from '../../config/env';
import { createTestApp, type TestApp } from '../../common/testing/test-app';
import { MAX_ATTEMPTS, OutboxSender } from './outbox-sender';
import { OutboxService } from './outbox.service';
import type { OutboxTransport } from './outbox-transport';
import type { OutboxMessageEntity } from './outbox-message.entity';

/** Stands in for the SMTP server: records deliveries, or fails on demand. */
class RecordingTransport implements OutboxTransport {
  delivered: string[] = [];
  failWith: string | null = null;
  async deliver(message: OutboxMessageEntity) {
    if (this.failWith) throw new Error(this.failWith);
    this.delivered.push(`${message.recipient}: ${message.subject}`);
  }
}

let t: TestApp;
let transport: RecordingTransport;
let sender: OutboxSender;
beforeAll(async () => {
  t = await createTestApp();
});
beforeEach(async () => {
  await t.dataSource.query('DELETE FROM outbox_messages');
  transport = new RecordingTransport();
  sender = new OutboxSender(t.dataSource, transport, { OUTBOX_POLL_MS: 0 } as AppConfig);
});
afterAll(async () => {
  await t?.close();
});

const enqueue = (subject: string) =>
  t.dataSource.transaction((manager) => t.app.get(OutboxService).enqueue(manager, { salonId: 1, channel: 'email', recipient: 'ana@example.com', subject, body: 'Hello' }));
const rows = () => t.dataSource.query(`SELECT subject, status, attempts, last_error, sent_at IS NOT NULL AS sent, next_attempt_at > now() AS later FROM outbox_messages ORDER BY outbox_message_id`);

/** Polls (bounded) until the message's row reads sent from a connection of its own. */
async function waitUntilSent(subject: string) {
  for (let tries = 0; tries < 400; tries++) {
    const [row] = await t.dataSource.query(`SELECT status FROM outbox_messages WHERE subject = $1`, [subject]);
    if (row?.status === 'sent') return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`${subject} was never committed as sent`);
}

describe('the outbox', () => {
  it('keeps nothing when the transaction that wrote it rolls back', async () => {
    await t.dataSource
      .transaction(async (manager) => {
        await t.app.get(OutboxService).enqueue(manager, { salonId: 1, channel: 'email', recipient: 'x@example.com', subject: 'Lost', body: 'x' });
        throw new Error('the action failed');
      })
      .catch(() => undefined);
    expect(await rows()).toEqual([]);
  });

  it('delivers due messages once and marks them sent', async () => {
    await enqueue('Reset your password');
    expect(await sender.deliverDue()).toBe(1);
    expect(await sender.deliverDue()).toBe(0);
    expect(transport.delivered).toEqual(['ana@example.com: Reset your password']);
    expect(await rows()).toEqual([{ subject: 'Reset your password', status: 'sent', attempts: 1, last_error: null, sent: true, later: false }]);
  });

  it('keeps a failed message, records why, and retries it later', async () => {
    await enqueue('Reminder');
    transport.failWith = 'SMTP connection refused';
    expect(await sender.deliverDue()).toBe(0);
    expect(await rows()).toEqual([{ subject: 'Reminder', status: 'pending', attempts: 1, last_error: 'SMTP connection refused', sent: false, later: true }]);
    // Not due yet: nothing happens.
    transport.failWith = null;
    expect(await sender.deliverDue()).toBe(0);
    // Once due again, it goes out.
    await t.dataSource.query(`UPDATE outbox_messages SET next_attempt_at = now()`);
    expect(await sender.deliverDue()).toBe(1);
    expect((await rows())[0]).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('gives up after the last attempt, keeping the message as failed', async () => {
    await enqueue('Receipt');
    await t.dataSource.query(`UPDATE outbox_messages SET attempts = $1`, [MAX_ATTEMPTS - 1]);
    transport.failWith = 'mailbox unavailable';
    await sender.deliverDue();
    expect((await rows())[0]).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS, last_error: 'mailbox unavailable' });
  });

  it('commits each message as soon as it is delivered, so a crash mid-batch sends again at most the message under way', async () => {
    for (let i = 0; i < 3; i++) await enqueue(`Message ${i}`);
    // The transport accepts the first message, then hangs on the second, as a crash would leave it.
    let release = () => {};
    const hanging = new Promise<void>((resolve) => (release = resolve));
    const slow: OutboxTransport = {
      deliver: async (message) => {
        if (message.subject !== 'Message 0') await hanging;
        transport.delivered.push(message.subject ?? '');
      },
    };
    const delivering = new OutboxSender(t.dataSource, slow, { OUTBOX_POLL_MS: 0 } as AppConfig).deliverDue();
    // Seen from another connection while the second is under way: the first is already sent.
    await waitUntilSent('Message 0');
    expect((await rows()).map((row: { subject: string; status: string }) => [row.subject, row.status])).toEqual([
      ['Message 0', 'sent'],
      ['Message 1', 'pending'],
      ['Message 2', 'pending'],
    ]);
    release();
    expect(await delivering).toBe(3);
    expect(transport.delivered).toEqual(['Message 0', 'Message 1', 'Message 2']);
  });

  it('lets two senders share the work without sending anything twice', async () => {
    for (let i = 0; i < 30; i++) await enqueue(`Message ${i}`);
    const other = new OutboxSender(t.dataSource, transport, { OUTBOX_POLL_MS: 0 } as AppConfig);
    const sent = await Promise.all([sender.deliverDue(), other.deliverDue(), sender.deliverDue(), other.deliverDue()]);
    expect(sent.reduce((a, b) => a + b, 0)).toBe(30);
    expect(new Set(transport.delivered).size).toBe(30);
    expect(transport.delivered).toHaveLength(30);
  });
});
