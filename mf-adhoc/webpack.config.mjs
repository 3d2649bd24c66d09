import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { federatedApp } from 'tooling/webpack';

export default federatedApp({
  appDir: path.dirname(fileURLToPath(import.meta.url)),
  name: 'mf_adhoc',
  role: 'remote',
  exposes: {
    './routes': './src/routes.tsx',
    './report-type-chooser': './src/features/chooser/index.ts',
    './adhoc-section': './src/features/adhoc-requests/exposed-section.ts',
  },
});
