/**
 * `pnpm --filter api seed [--reset] [--scale]`: seeds an empty database; --reset empties it first;
 * --scale adds the 200-facility organisation the bench uses (scale@facilityops.test).
 */
import path from 'node:path';
import { readConfig } from '../config';
import { openDatabase } from './client';
import { demoLogins } from './demo-logins';
import { refreshPlannerStatistics } from './maintenance';
import { describeDemoSecrets, isSeeded, resetDatabase, seedDatabase } from './seed';
import { seedScaleOrganization } from './seed-scale';

const config = readConfig();
const reset = process.argv.includes('--reset');
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: path.join(config.dataDir, 'pglite') });
try {
  if (reset) await resetDatabase(database);
  if (!reset && (await isSeeded(database))) {
    console.info('The database already holds data; run with --reset to rebuild it.');
  } else {
    const secrets = await seedDatabase(database);
    console.info(`Seeded ${database.kind} database. Demo logins:`);
    for (const login of demoLogins) console.info(`  ${login.email} / ${login.password}  (${login.role})`);
    console.info('Demo codes (stored hashed, shown only now):');
    for (const line of describeDemoSecrets(secrets)) console.info(line);
  }
  if (process.argv.includes('--scale')) {
    await seedScaleOrganization(database);
    console.info('200-facility organisation ready: scale@facilityops.test / demo1234.');
  }
  await refreshPlannerStatistics(database);
} finally {
  await database.close();
}
