/**
 * `npm run demo`: fills the configured database with the demo marketplace (once: a second run
 * adds nothing), then starts the server exactly as `npm start` does and prints the demo logins.
 */
import { loadConfig } from '../src/server/config.ts';
import { createStorage } from '../src/server/infra/storage.ts';
import { failStart, openConfiguredDatabase, startServer } from '../src/server/server.ts';
import { type DemoSeedResult, seedDemo } from './demo-data.ts';

function printLogins(seed: DemoSeedResult, url: string) {
  const width = Math.max(...seed.logins.map((l) => l.email.length));
  const lines = [
    '',
    seed.created
      ? 'TalentBridge demo data created.'
      : 'TalentBridge demo data already present (nothing added).',
    `Open ${url} and log in with any of these accounts. Password for all: ${seed.password}`,
    '',
    ...seed.logins.map(
      (l) => `  ${l.role.padEnd(9)}  ${l.email.padEnd(width)}  ${l.username} (${l.name})`,
    ),
    '',
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
}

try {
  const config = loadConfig();
  const database = await openConfiguredDatabase(config);
  let seed: DemoSeedResult;
  try {
    seed = await seedDemo(database.db, createStorage({ dataDir: config.dataDir, s3: config.s3 }));
  } catch (error) {
    throw new Error(
      `could not load the demo data: ${error instanceof Error ? error.message : String(error)}`,
    );
  } finally {
    await database.close();
  }
  await startServer(config);
  printLogins(seed, config.publicUrl);
} catch (error) {
  failStart(error);
}
