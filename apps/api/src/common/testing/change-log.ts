import type { DataSource } from 'typeorm';

/**
 * A row-level change log for a test's own database: triggers on every table note each row
 * inserted, updated or deleted (and each truncate) in `zz_changes`. The note is written in the
 * same transaction as the change, so a write that rolled back leaves no note: exactly "the
 * database did not change". Row triggers, not statement triggers, so an UPDATE that matched no
 * row notes nothing. Install it after the fixtures are made; `take` reads and clears the notes.
 */

/** What one table went through since the last `take`: an operation, how many rows, and one of them. */
export type TableChange = { table: string; op: string; rows: number; sample: string };

export type ChangeLog = {
  /** Every change noted since the last call, and forget them. */
  take(): Promise<TableChange[]>;
};

const NOTE_FUNCTION = `
CREATE FUNCTION public.zz_note() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO public.zz_changes (tbl, op, row_text) VALUES (
    TG_TABLE_NAME,
    TG_OP,
    CASE TG_OP WHEN 'DELETE' THEN left(row_to_json(OLD)::text, 300)
               WHEN 'TRUNCATE' THEN ''
               ELSE left(row_to_json(NEW)::text, 300) END);
  RETURN NULL;
END $$`;

export async function installChangeLog(dataSource: DataSource): Promise<ChangeLog> {
  await dataSource.query(`CREATE TABLE public.zz_changes (tbl text NOT NULL, op text NOT NULL, row_text text NOT NULL)`);
  await dataSource.query(NOTE_FUNCTION);
  // Plain and partitioned tables, not partitions: a trigger on a partitioned table reaches its partitions.
  const tables: Array<{ name: string }> = await dataSource.query(
    `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') AND NOT c.relispartition AND c.relname NOT LIKE 'zz\\_%'
      ORDER BY 1`,
  );
  for (const { name } of tables) {
    const table = `public."${name}"`;
    await dataSource.query(`CREATE TRIGGER zz_note_rows AFTER INSERT OR UPDATE OR DELETE ON ${table} FOR EACH ROW EXECUTE FUNCTION public.zz_note()`);
    await dataSource.query(`CREATE TRIGGER zz_note_truncate AFTER TRUNCATE ON ${table} FOR EACH STATEMENT EXECUTE FUNCTION public.zz_note()`);
  }
  return {
    take: async () => {
      const rows: Array<{ tbl: string; op: string; rows: number; sample: string }> = await dataSource.query(
        `WITH d AS (DELETE FROM public.zz_changes RETURNING tbl, op, row_text)
         SELECT tbl, op, count(*)::int AS rows, min(row_text) AS sample FROM d GROUP BY 1, 2 ORDER BY 1, 2`,
      );
      return rows.map(({ tbl, op, rows: count, sample }) => ({ table: tbl, op, rows: count, sample }));
    },
  };
}

/** The changes outside the tables a refusal may write to. */
export const changesOutside = (changes: TableChange[], allowed: readonly string[]) => changes.filter(({ table }) => !allowed.includes(table));

export const describeChanges = (changes: TableChange[]) => changes.map(({ table, op, rows, sample }) => `${op} ${rows} row(s) of ${table} (${sample})`).join('; ');
