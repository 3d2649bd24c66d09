/** Starts the api: opens (creating, migrating and seeding on first start) the database, listens. */
import path from 'node:path';
import { googleFromEnv } from './auth/google';
import { loadJwtSecret } from './auth/secret';
import { loadVapidKeys } from './auth/vapid-keys';
import { readConfig, staticDir } from './config';
import { openDatabase } from './db/client';
import { demoLogins } from './db/demo-logins';
import { keepPlannerStatisticsFresh, keepPruning, refreshPlannerStatistics } from './db/maintenance';
import { rebaseDemoData } from './db/rebase';
import { describeDemoSecrets, isSeeded, seedDatabase } from './db/seed';
import { buildServer } from './server';
import { openUploadStore, uploadStoreConfigFromEnv } from './storage';
import { testClockFromEnv } from './test-clock';

const config = readConfig();
const testClock = testClockFromEnv(process.env);
if (testClock) console.info(`Test clock on: ctx.now() follows ${process.env.API_TEST_CLOCK_FILE ?? ''}.`);
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: path.join(config.dataDir, 'pglite') });
if (!(await isSeeded(database))) {
  const secrets = await seedDatabase(database);
  console.info('First start: database seeded with demo data. Its codes (stored hashed, shown only now):');
  for (const line of describeDemoSecrets(secrets)) console.info(line);
} else if (process.env.API_REBASE_DEMO !== '0') {
  const hours = await rebaseDemoData(database, new Date());
  if (hours !== 0) console.info(`Demo data moved ${hours} h forward to stay relative to now (API_REBASE_DEMO=0 turns this off).`);
}
// After a seed or a rebase the planner must know the tables' sizes (PGlite has no autovacuum).
await refreshPlannerStatistics(database);
const stopStatistics = keepPlannerStatisticsFresh(database, undefined, (error) => console.warn(`ANALYZE failed: ${String(error)}`));
const stopPruning = keepPruning(
  database,
  () => new Date(),
  undefined,
  (error) => console.warn(`pruning failed: ${String(error)}`),
);
const app = await buildServer({
  database,
  jwtSecret: loadJwtSecret(config.dataDir, config.jwtSecret),
  jwtTtlSeconds: config.jwtTtlSeconds,
  corsOrigins: config.corsOrigins,
  uploadsDir: path.join(config.dataDir, 'uploads'),
  uploadStore: await openUploadStore(uploadStoreConfigFromEnv(process.env, path.join(config.dataDir, 'uploads'))),
  maxUploadBytes: config.maxUploadBytes,
  logger: process.env.API_LOG === '1',
  staticDir,
  google: googleFromEnv(),
  escalationSweepMs: 60_000,
  vapidKeys: loadVapidKeys(config.dataDir),
  pushEndpointHosts: config.pushEndpointHosts,
  // Only the e2e suite sets API_TEST_CLOCK_FILE (test-clock.ts); otherwise the machine's clock.
  now: testClock,
});

const shutdown = async (signal: string) => {
  console.info(`${signal}: stopping the api.`);
  stopStatistics();
  stopPruning();
  await app.close();
  await database.close();
  process.exit(0);
};
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
console.info(`api listening on http://${config.host}:${config.port} (${database.kind})`);
console.info('Demo logins:');
for (const login of demoLogins) console.info(`  ${login.email} / ${login.password}  (${login.role})`);
