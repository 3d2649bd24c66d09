import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { federatedApp } from 'tooling/webpack';

const appDir = path.dirname(fileURLToPath(import.meta.url));

export default federatedApp({
  appDir,
  name: 'shell',
  role: 'host',
  runtimePlugins: [path.join(appDir, 'src/remotes/unavailable-remote-plugin.ts')],
  html: { title: 'FacilityOps', template: path.join(appDir, 'public/index.html') },
});
