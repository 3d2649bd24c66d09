const createJestConfig = require('tooling/jest-preset');

// jose and cookie (used by fastify's inject) ship ESM only: let the preset's SWC transform turn
// them into CommonJS. PGlite's CommonJS build still uses import() for Node built-ins, hence
// --experimental-vm-modules in the test script.
module.exports = {
  ...createJestConfig({ rootDir: __dirname, environment: 'node' }),
  // Seeded database templates shared by the run's test files (src/testing/test-app.ts).
  globalSetup: '<rootDir>/jest-global-setup.cjs',
  globalTeardown: '<rootDir>/jest-global-teardown.cjs',
  transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm/)?(jose|cookie)[@/])'],
};
