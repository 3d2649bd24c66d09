const preset = require('./jest/preset.cjs')({ rootDir: __dirname, environment: 'node' });

const [swcJest, swcOptions] = preset.transform['^.+\\.(t|j|mj)sx?$'];

module.exports = {
  ...preset,
  testMatch: ['<rootDir>/tests/**/*.test.ts'],
  // The tooling's own .mjs files are real ES modules (top-level await): tests load them with a real
  // import(), which Node runs as ES modules (--experimental-vm-modules in the test script).
  transform: { '^.+\\.tsx?$': [swcJest, { ...swcOptions, module: { type: 'commonjs', ignoreDynamic: true } }] },
};
