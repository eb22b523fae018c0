import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withAdminClient } from './database-names';
import { startOwnPostgres, type OwnPostgres } from './own-postgres';

let pg: OwnPostgres;
beforeAll(async () => {
  pg = await startOwnPostgres();
}, 120_000);
afterAll(async () => {
  await pg?.remove();
});

describe("a test file's own PostgreSQL", () => {
  it('starts again on its port when something held that port while it was down, once that lets go', async () => {
    await withAdminClient(pg.url('postgres'), (client) => client.query('CREATE TABLE kept (n int); INSERT INTO kept VALUES (7)'));
    await pg.stop();
    // A listener that hangs up on whoever calls, so closing it need not wait for anyone.
    const holder = createServer((socket) => socket.destroy());
    await new Promise<void>((resolve) => holder.listen(pg.port, '127.0.0.1', resolve));
    const starting = pg.start();
    // Let go once the first start has found the port taken (or the start has already given up).
    await Promise.race([waitUntil(() => pg.log.some((line) => line.includes('Address already in use'))), starting]);
    await new Promise((resolve) => holder.close(resolve));
    await starting;
    const { rows } = await withAdminClient(pg.url('postgres'), (client) => client.query('SELECT n FROM kept'));
    expect(rows).toEqual([{ n: 7 }]);
  });
});

/** Polls `done` every 50 ms, for at most 60 s. */
async function waitUntil(done: () => boolean): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (!done()) {
    if (Date.now() > deadline) throw new Error('Timed out waiting for PostgreSQL to find its port taken');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
