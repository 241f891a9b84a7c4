import pg from 'pg';

export function databaseUrlWithName(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/** A connection for CREATE/DROP DATABASE, made to the server's maintenance database. */
export async function adminClient(url: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: databaseUrlWithName(url, 'postgres') });
  await client.connect();
  return client;
}
