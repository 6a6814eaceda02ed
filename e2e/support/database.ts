import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';

interface Credentials {
  user: string;
  password: string;
  port: number;
}

/**
 * SQL access to the server's embedded database, for fixtures the UI cannot create yet (e.g. an
 * expired session). The server writes these credentials when it initialises the database.
 */
export async function withDatabase<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir)
    throw new Error('E2E_DATA_DIR is not set; run the suite through playwright.config.ts');
  const credentials = JSON.parse(
    readFileSync(path.join(dataDir, 'postgres-credentials.json'), 'utf8'),
  ) as Credentials;
  const client = new pg.Client({
    host: '127.0.0.1',
    port: credentials.port,
    user: credentials.user,
    password: credentials.password,
    database: 'portal',
  });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
