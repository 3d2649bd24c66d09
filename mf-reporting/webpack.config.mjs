import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { federatedApp } from 'tooling/webpack';

export default federatedApp({
  appDir: path.dirname(fileURLToPath(import.meta.url)),
  name: 'mf_reporting',
  role: 'remote',
  exposes: { './routes': './src/routes.tsx', './capture': './src/shared/capture/index.ts', './report-details': './src/exposed/report-details.ts' },
});
