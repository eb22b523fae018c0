import { Client } from 'pg';

/**
 * A gate that holds the API's writes in the middle of their transactions, so a fault test can
 * crash the API at a moment it controls instead of a random one. BEFORE row triggers on the
 * statements named wait for a shared advisory lock; the test closes the gate by holding that lock
 * exclusively on its own connection. A write held there has done its earlier statements and not
 * committed: if it were split across two transactions, the first part would already be committed
 * and a crash would leave it half-written.
 */

/** An advisory key pair of the tests' own (the API's keys are single keys or 72_616_0xx pairs). */
const GATE_KEY = [1_717_171, 1] as const;

/** A statement to hold: BEFORE INSERT or BEFORE UPDATE on a table. */
export type GatedStatement = { table: string; event: 'INSERT' | 'UPDATE' };

/** A backend held at the gate, or waiting on a lock behind one: its pid and its statement. */
export type Stalled = { pid: number; gated: boolean; query: string; blockedBy: number[] };

export type WriteGate = {
  /** Holds every gated statement from now on (waits for those already past the gate to finish). */
  close(): Promise<void>;
  /** Lets the held statements go on. */
  open(): Promise<void>;
  /** The API's backends that wait on a lock now: at the gate, or behind a write held there. */
  stalled(): Promise<Stalled[]>;
  /** Removes the triggers and ends the gate's connection. */
  remove(): Promise<void>;
};

/** Installs the gate (open) on a test database; `apiApplicationName` tells the API's backends from the test's. */
export async function installWriteGate(databaseUrl: string, statements: GatedStatement[], apiApplicationName = 'salon-api'): Promise<WriteGate> {
  const client = new Client({ connectionString: databaseUrl, application_name: 'write-gate' });
  client.on('error', () => undefined); // a test's helper connection: a lost server fails the test's queries instead
  await client.connect();
  await client.query(`CREATE OR REPLACE FUNCTION public.zz_write_gate() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN PERFORM pg_advisory_xact_lock_shared(${GATE_KEY[0]}, ${GATE_KEY[1]}); RETURN NEW; END $$`);
  const triggers = statements.map(({ table, event }) => ({ table, name: `zz_write_gate_${event.toLowerCase()}` }));
  for (const [index, { table, event }] of statements.entries()) {
    await client.query(`CREATE TRIGGER ${triggers[index].name} BEFORE ${event} ON ${table} FOR EACH ROW EXECUTE FUNCTION public.zz_write_gate()`);
  }
  return {
    close: async () => {
      await client.query('SELECT pg_advisory_lock($1, $2)', [...GATE_KEY]);
    },
    open: async () => {
      await client.query('SELECT pg_advisory_unlock($1, $2)', [...GATE_KEY]);
    },
    stalled: async () =>
      (
        await client.query(
          `SELECT a.pid, a.query, pg_blocking_pids(a.pid) AS "blockedBy",
                  EXISTS (SELECT 1 FROM pg_locks l WHERE l.pid = a.pid AND NOT l.granted AND l.locktype = 'advisory'
                           AND l.classid = $2 AND l.objid = $3 AND l.objsubid = 2) AS gated
             FROM pg_stat_activity a
            WHERE a.datname = current_database() AND a.application_name = $1 AND a.wait_event_type = 'Lock'
            ORDER BY a.pid`,
          [apiApplicationName, ...GATE_KEY],
        )
      ).rows,
    remove: async () => {
      for (const { table, name } of triggers) await client.query(`DROP TRIGGER IF EXISTS ${name} ON ${table}`);
      await client.end();
    },
  };
}

/** The API's backends still connected to the database (a crashed API's last ones end once PostgreSQL notices). */
export async function apiBackends(databaseUrl: string, apiApplicationName = 'salon-api'): Promise<number[]> {
  const client = new Client({ connectionString: databaseUrl, application_name: 'write-gate' });
  await client.connect();
  try {
    const { rows } = await client.query('SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND application_name = $1', [apiApplicationName]);
    return rows.map((row: { pid: number }) => row.pid);
  } finally {
    await client.end();
  }
}
