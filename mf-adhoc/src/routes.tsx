/** What mf-adhoc exposes as `./routes`: its route pages (its menu entries are published in its manifest: src/remote-manifest.json). */
import { type ComponentType } from 'react';
import { type RemoteModule, declareRoutes } from 'shared-contracts';

const notBuilt = () => import('./pages/not-built-page');
// Its texts load before its first page, not with this module (the drawer's labels come from the manifest).
const texts = () => import('./locales/register');

const remote: RemoteModule<ComponentType> = {
  name: 'mf_adhoc',
  version: __APP_VERSION__,
  routes: declareRoutes<ComponentType>(
    'mf_adhoc',
    {
      '/adhoc': () => import('./pages/adhoc-page'),
      '/adhoc-requests': () => import('./pages/adhoc-requests-page'),
      '/adhoc-request/details': () => import('./pages/adhoc-request-details-page'),
      '/quick-report/details': () => import('./pages/quick-report-details-page'),
    },
    notBuilt,
    texts,
  ),
};

export default remote;
