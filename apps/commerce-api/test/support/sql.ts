/** Raw SQL on a PostgreSQL database from a test: one connection, opened and closed around `work`. */
import pg from 'pg';

/** Runs `work` with a connection to `url`. */
export async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** One statement's rows. */
export function queryAt<T extends pg.QueryResultRow>(
  url: string,
  text: string,
  values: unknown[] = [],
): Promise<T[]> {
  return withClient(url, async (client) => (await client.query<T>(text, values)).rows);
}
