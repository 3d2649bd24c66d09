// Removes this run's seeded templates: the folder, and on PostgreSQL the template databases.
const { rmSync } = require('node:fs');
const path = require('node:path');
const pg = require('pg');

module.exports = async () => {
  const root = process.env.FACILITYOPS_TEST_TEMPLATES;
  if (!root) return;
  rmSync(root, { recursive: true, force: true });
  const server = process.env.TEST_DATABASE_URL;
  if (!server) return;
  const prefix = `facilityops_tpl_${path
    .basename(root)
    .replace(/[^a-z0-9]/gi, '')
    .toLowerCase()}_`;
  const client = new pg.Client({ connectionString: server });
  await client.connect();
  try {
    const { rows } = await client.query('SELECT datname FROM pg_database WHERE starts_with(datname, $1)', [prefix]);
    for (const { datname } of rows) await client.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
  } finally {
    await client.end();
  }
};
