/** What mf-shifts exposes as `./routes`: its route pages and the background shift check (its menu entries are published in its manifest: src/remote-manifest.json). */
import { type ComponentType } from 'react';
import { type RemoteModule, declareRoutes } from 'shared-contracts';

const notBuilt = () => import('./pages/not-built-page');
// Its texts load before its first page, not with this module (the drawer's labels come from the manifest).
const texts = () => import('./locales/register');

const remote: RemoteModule<ComponentType> = {
  name: 'mf_shifts',
  version: __APP_VERSION__,
  routes: declareRoutes<ComponentType>(
    'mf_shifts',
    {
      '/shifts': () => import('./pages/shifts-page'),
      '/shifts/:id': () => import('./pages/shift-detail-page'),
      '/janitor': () => import('./pages/janitor-page'),
      '/janitor/duties': () => import('./pages/janitor-duties-page'),
    },
    notBuilt,
    texts,
  ),
  // Publishes the active shift and runs the 10-second start check, whichever page is open. Its own
  // chunk, fetched in the background: this module, which home loads, stays small.
  start: () => {
    import('./features/shifts/api/shift-watch').then(
      ({ watchShifts }) => watchShifts(),
      (error: unknown) => console.error('mf-shifts: could not start the shift check', error),
    );
  },
};

export default remote;
