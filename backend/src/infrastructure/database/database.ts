import pg from 'pg';

/** The subset of a pg client that repositories and the event store need: one pooled query or one inside a transaction. */
export interface Sql {
  query<R extends pg.QueryResultRow = pg.QueryResultRow>(text: string, values?: unknown[]): Promise<pg.QueryResult<R>>;
}

const CONNECT_TIMEOUT_MS = 10_000;

/** Runtime SQL goes straight through a pg pool (the hot paths); TypeORM owns the schema through its migrations. */
export class Database implements Sql {
  constructor(readonly pool: pg.Pool) {}

  static connect(url: string, max = 20): Database {
    // A request waits at most CONNECT_TIMEOUT_MS for a connection (an unreachable server, a pool
    // exhausted for that long), then fails as "database unavailable" (503) rather than hanging.
    const pool = new pg.Pool({ connectionString: url, max, application_name: 'evisa', connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
    // A broken idle connection must not crash the process; pg reconnects on the next checkout.
    pool.on('error', () => undefined);
    return new Database(pool);
  }

  query<R extends pg.QueryResultRow = pg.QueryResultRow>(text: string, values?: unknown[]): Promise<pg.QueryResult<R>> {
    return this.pool.query<R>(text, values);
  }

  /**
   * A named (prepared) statement: Postgres parses and plans it once per connection. The same name
   * must always carry the same text, so hot paths name theirs after the text's shape.
   */
  prepared<R extends pg.QueryResultRow = pg.QueryResultRow>(name: string, text: string, values: unknown[]): Promise<pg.QueryResult<R>> {
    return this.pool.query<R>({ name, text, values });
  }

  async transaction<T>(work: (tx: Sql) => Promise<T>): Promise<T> {
    const client = await this.pool.connect();
    try {
      return await inTransaction(client, work);
    } finally {
      client.release();
    }
  }

  async close(): Promise<void> {
    await this.pool.end();
  }
}

/**
 * Runs `work` between BEGIN and COMMIT on one connection; rolls back and rethrows if it fails.
 * `begin` may add parameter-free statements that must open the transaction (one round trip).
 */
export async function inTransaction<T>(client: Sql, work: (tx: Sql) => Promise<T>, begin = 'BEGIN'): Promise<T> {
  await client.query(begin);
  try {
    const result = await work(client);
    await client.query('COMMIT');
    return result;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  }
}

export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const e = error as { code?: string; constraint?: string };
  return e?.code === '23505' && (constraint === undefined || e.constraint === constraint);
}

/** Creates the application database on a server if it does not exist (embedded default and tests). */
export async function ensureDatabase(serverUrl: string, name: string): Promise<string> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    const exists = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (exists.rowCount === 0) await client.query(`CREATE DATABASE "${name.replace(/"/g, '')}"`);
  } finally {
    await client.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
