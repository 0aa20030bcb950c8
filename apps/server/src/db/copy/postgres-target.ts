import pg from 'pg'
import { TableDigest } from './row-digest.ts'

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`

/** At most this many bind parameters in one INSERT (PostgreSQL's limit is 65,535). */
const MAX_PARAMETERS = 30_000
/** A batch is sent once its values reach this many bytes (file chunks and photos are large). */
const MAX_BATCH_BYTES = 8 * 1024 * 1024
const PAGE = 5_000
/** Columns only PostgreSQL has, kept by its triggers from other tables (migration 2026120800). */
const TRIGGER_KEPT = new Set(['products.category_lexemes'])

/** The PostgreSQL side of a copy: one connection, one transaction for all the writes. */
export class PostgresTarget {
  private constructor(private readonly client: pg.Client) {}

  static async connect(url: string): Promise<PostgresTarget> {
    const client = new pg.Client({ connectionString: url })
    await client.connect()
    return new PostgresTarget(client)
  }

  /** The store's tables, parents before the tables that reference them (the order rows can be inserted in). */
  async tablesInInsertOrder(): Promise<string[]> {
    const { rows: tables } = await this.client.query<{ name: string }>(
      "SELECT table_name AS name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' AND table_name NOT LIKE 'kysely_migration%' ORDER BY table_name",
    )
    const { rows: references } = await this.client.query<{ child: string; parent: string }>(
      `SELECT c.conrelid::regclass::text AS child, c.confrelid::regclass::text AS parent
         FROM pg_constraint c JOIN pg_namespace n ON n.oid = c.connamespace
        WHERE c.contype = 'f' AND n.nspname = current_schema()`,
    )
    const unquote = (name: string) => name.replace(/^"|"$/g, '')
    const parents = new Map(tables.map((t) => [t.name, new Set<string>()]))
    for (const r of references) if (unquote(r.child) !== unquote(r.parent)) parents.get(unquote(r.child))?.add(unquote(r.parent))
    const ordered: string[] = []
    const placed = new Set<string>()
    while (ordered.length < tables.length) {
      const next = tables.find((t) => !placed.has(t.name) && [...parents.get(t.name)!].every((p) => placed.has(p)))
      if (!next) throw new Error('The target tables reference each other in a cycle: they cannot be filled in one order')
      ordered.push(next.name)
      placed.add(next.name)
    }
    return ordered
  }

  /**
   * The columns a row is written with: generated ones (the search vector) and those PostgreSQL's own
   * triggers keep (the category lexemes, decision 0056) are left to PostgreSQL.
   */
  async writableColumns(table: string): Promise<string[]> {
    const { rows } = await this.client.query<{ name: string }>(
      `SELECT column_name AS name FROM information_schema.columns
        WHERE table_schema = current_schema() AND table_name = $1 AND is_generated = 'NEVER'
        ORDER BY ordinal_position`,
      [table],
    )
    return rows.map((r) => r.name).filter((name) => !TRIGGER_KEPT.has(`${table}.${name}`))
  }

  async hasRows(table: string): Promise<boolean> {
    const { rows } = await this.client.query(`SELECT 1 FROM ${quote(table)} LIMIT 1`)
    return rows.length > 0
  }

  async begin(): Promise<void> {
    await this.client.query('BEGIN')
  }

  async commit(): Promise<void> {
    await this.client.query('COMMIT')
  }

  async rollback(): Promise<void> {
    await this.client.query('ROLLBACK')
  }

  async empty(table: string): Promise<void> {
    await this.client.query(`DELETE FROM ${quote(table)}`)
  }

  /** Writes `rows` in multi-row INSERTs; `onBatch` hears how many rows went so far. */
  async insert(table: string, columns: string[], rows: Iterable<unknown[]>, onBatch: (written: number) => void): Promise<number> {
    const perBatch = Math.max(1, Math.min(1_000, Math.floor(MAX_PARAMETERS / columns.length)))
    let batch: unknown[][] = []
    let bytes = 0
    let written = 0
    const flush = async () => {
      if (batch.length === 0) return
      const values = batch.map((_, r) => `(${columns.map((__, c) => `$${r * columns.length + c + 1}`).join(', ')})`).join(', ')
      await this.client.query(`INSERT INTO ${quote(table)} (${columns.map(quote).join(', ')}) VALUES ${values}`, batch.flat())
      written += batch.length
      batch = []
      bytes = 0
      onBatch(written)
    }
    for (const row of rows) {
      batch.push(row)
      for (const value of row) bytes += value instanceof Uint8Array ? value.byteLength : typeof value === 'string' ? value.length : 8
      if (batch.length >= perBatch || bytes >= MAX_BATCH_BYTES) await flush()
    }
    await flush()
    return written
  }

  /**
   * Every serial column's sequence is set past the highest id copied, so the next row gets a fresh one;
   * the order numbers' sequence continues from the copied counter (decision 0018).
   */
  async advanceSequences(): Promise<void> {
    const { rows } = await this.client.query<{ table: string; column: string }>(
      `SELECT table_name AS table, column_name AS column FROM information_schema.columns
        WHERE table_schema = current_schema() AND column_default LIKE 'nextval(%'`,
    )
    for (const { table, column } of rows) {
      const [t, c] = [quote(table), quote(column)]
      await this.client.query(
        `SELECT setval(pg_get_serial_sequence($1, $2), COALESCE((SELECT max(${c}) FROM ${t}), 1), (SELECT max(${c}) IS NOT NULL FROM ${t}))`,
        [t, column],
      )
    }
    await this.client.query("SELECT setval('order_number_seq', (SELECT value FROM counters WHERE name = 'order_number'))")
  }

  async count(table: string): Promise<number> {
    const { rows } = await this.client.query<{ n: string }>(`SELECT count(*) AS n FROM ${quote(table)}`)
    return Number(rows[0]!.n)
  }

  /** The table's fingerprint, read a page at a time in primary-key order (never the whole table at once). */
  async digest(table: string, columns: string[]): Promise<TableDigest> {
    const key = await this.primaryKey(table)
    const digest = new TableDigest()
    const list = columns.map(quote).join(', ')
    const keyList = key.map(quote).join(', ')
    const keyAt = key.map((k) => columns.indexOf(k))
    let after: unknown[] | null = null
    for (;;) {
      const where: string = after ? `WHERE (${keyList}) > (${key.map((_, i) => `$${i + 1}`).join(', ')})` : ''
      const result: pg.QueryResult<unknown[]> = await this.client.query<unknown[]>({
        text: `SELECT ${list} FROM ${quote(table)} ${where} ORDER BY ${keyList} LIMIT ${PAGE}`,
        values: after ?? [],
        rowMode: 'array',
      })
      for (const row of result.rows) digest.add(row)
      if (result.rows.length < PAGE) return digest
      const last: unknown[] = result.rows[result.rows.length - 1]!
      after = keyAt.map((i) => last[i])
    }
  }

  private async primaryKey(table: string): Promise<string[]> {
    const { rows } = await this.client.query<{ name: string }>(
      `SELECT a.attname AS name FROM pg_index i
         JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = ANY(i.indkey)
        WHERE i.indrelid = $1::regclass AND i.indisprimary
        ORDER BY array_position(i.indkey, a.attnum)`,
      [quote(table)],
    )
    if (rows.length === 0) throw new Error(`Table ${table} has no primary key: its rows cannot be compared a page at a time`)
    return rows.map((r) => r.name)
  }

  async close(): Promise<void> {
    await this.client.end()
  }
}
