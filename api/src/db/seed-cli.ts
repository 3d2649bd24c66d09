/** `pnpm --filter api seed [--reset]`: seeds an empty database; --reset empties it first. */
import path from 'node:path';
import { readConfig } from '../config';
import { openDatabase } from './client';
import { demoLogins } from './demo-logins';
import { isSeeded, resetDatabase, seedDatabase } from './seed';

const config = readConfig();
const reset = process.argv.includes('--reset');
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: path.join(config.dataDir, 'pglite') });
try {
  if (reset) await resetDatabase(database);
  if (!reset && (await isSeeded(database))) {
    console.info('The database already holds data; run with --reset to rebuild it.');
  } else {
    await seedDatabase(database);
    console.info(`Seeded ${database.kind} database. Demo logins:`);
    for (const login of demoLogins) console.info(`  ${login.email} / ${login.password}  (${login.role})`);
  }
} finally {
  await database.close();
}
