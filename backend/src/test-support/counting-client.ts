import pg from 'pg';

export interface CountingClient {
  readonly client: pg.Client;
  /** The most statements pg was handed at once; pg itself must never get a second one while one runs. */
  mostRunning(): number;
}

/** A connected client that counts the statements given to pg and not yet settled. */
export async function connectCountingClient(url: string): Promise<CountingClient> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  let running = 0;
  let most = 0;
  const query = client.query.bind(client) as (text: string, values?: unknown[]) => Promise<pg.QueryResult>;
  (client as unknown as { query: typeof query }).query = async (text, values) => {
    most = Math.max(most, ++running);
    try {
      return await query(text, values);
    } finally {
      running--;
    }
  };
  return { client, mostRunning: () => most };
}
