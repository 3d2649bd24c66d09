// One folder per Jest run for the seeded database templates (src/testing/test-app.ts); workers
// inherit the variable. jest-global-teardown.cjs removes the folder and any template databases.
const { mkdtempSync } = require('node:fs');
const { tmpdir } = require('node:os');
const path = require('node:path');

module.exports = async () => {
  process.env.FACILITYOPS_TEST_TEMPLATES = mkdtempSync(path.join(tmpdir(), 'facilityopstpl'));
};
