/**
 * How a test database is put back to the template's state without making a new one: at first use
 * every table is copied into a side schema, and the reset empties the real tables and refills them
 * from those copies, with every sequence where it was. Shared by the PGlite engines and the
 * PostgreSQL databases the test workers keep.
 */

const PRISTINE = 'test_pristine';

/** Runs a query and returns its rows: PGlite's client and node-postgres both fit. */
export type RowQuery = <T>(sql: string) => Promise<T[]>;

/** Takes the copies (once per database) and returns the statements that reset it. */
export async function takePristineCopy(query: RowQuery, exec: (sql: string) => Promise<unknown>): Promise<string> {
  const tables = (
    await query<{ name: string }>(
      `SELECT quote_ident(tablename) AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename`,
    )
  ).map((r) => r.name);
  const sequences = await query<{ name: string; last_value: string | null }>(
    `SELECT quote_literal('public.' || quote_ident(sequencename)) AS name, last_value::text
       FROM pg_sequences WHERE schemaname = 'public'`,
  );
  await exec(
    [`CREATE SCHEMA ${PRISTINE}`, ...tables.map((t) => `CREATE TABLE ${PRISTINE}.${t} AS TABLE public.${t}`)].join(
      ';\n',
    ),
  );
  return [
    'BEGIN',
    // Foreign keys are checked per statement; with them deferred to the replica role the
    // tables can be refilled in any order.
    'SET LOCAL session_replication_role = replica',
    `TRUNCATE ${tables.map((t) => `public.${t}`).join(', ')} RESTART IDENTITY CASCADE`,
    ...tables.map((t) => `INSERT INTO public.${t} OVERRIDING SYSTEM VALUE SELECT * FROM ${PRISTINE}.${t}`),
    ...sequences.map((s) =>
      s.last_value === null ? `SELECT setval(${s.name}, 1, false)` : `SELECT setval(${s.name}, ${s.last_value}, true)`,
    ),
    'COMMIT',
  ].join(';\n');
}
