// One Jest setup for every package: SWC transforms TypeScript and JSX (no type-check here;
// `pnpm typecheck` does that), tests sit next to the code as *.test.ts(x).
const path = require('node:path');

/**
 * @param {{ environment?: 'node' | 'jsdom', setupFiles?: string[], rootDir: string }} options
 */
module.exports = function createJestConfig({ environment = 'node', setupFiles = [], rootDir }) {
  return {
    rootDir,
    testEnvironment: environment === 'jsdom' ? path.join(__dirname, 'jsdom-environment.cjs') : 'node',
    testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/src/**/*.test.tsx'],
    transform: {
      '^.+\\.(t|j|mj)sx?$': [
        require.resolve('@swc/jest'),
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
            target: 'es2022',
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    moduleNameMapper: {
      // Apps import antd and its icons by ES module path (shared one by one in the browser);
      // Jest runs CommonJS, which the same packages ship under lib/.
      '^antd/es/(.*)$': 'antd/lib/$1',
      '^@ant-design/icons/es/(.*)$': '@ant-design/icons/lib/$1',
      '\\.(css|png|jpe?g|svg|wasm|webp|ogg)$': path.join(__dirname, 'file-stub.cjs'),
    },
    setupFiles: [
      path.join(__dirname, 'setup-common.cjs'),
      ...(environment === 'jsdom' ? [path.join(__dirname, 'jsdom-timeouts.cjs'), path.join(__dirname, 'antd-styles.cjs')] : []),
      ...setupFiles,
    ],
    moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
    clearMocks: true,
    // Component tests type through antd forms and drawers: seconds each on a loaded 2-core CI
    // machine, where the 5 s default failed a passing test. The slowest take ~16 s alone and about
    // twice that while the api's tests share the machine (CI's lanes): 30 s failed one of them.
    testTimeout: 60_000,
  };
};
