import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { federatedApp } from 'tooling/webpack';

export default federatedApp({
  appDir: path.dirname(fileURLToPath(import.meta.url)),
  name: 'mf_org_admin',
  role: 'remote',
  exposes: { './routes': './src/routes.tsx', './org-switcher': './src/features/org-switcher/index.ts' },
});
