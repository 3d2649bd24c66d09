module.exports = require('tooling/jest-preset')({
  rootDir: __dirname,
  environment: 'jsdom',
  setupFiles: [require.resolve('fake-indexeddb/auto'), require.resolve('tooling/jest/app-globals.cjs')],
});
