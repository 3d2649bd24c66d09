/** What mf-shifts exposes as `./routes`: its route pages, menu entries and the background shift check. */
import ScheduleOutlined from '@ant-design/icons/es/icons/ScheduleOutlined';
import { type ComponentType } from 'react';
import { type RemoteModule, declareRoutes, menuEntry, registerLocales } from 'shared-contracts';
import en from './locales/en-US.json';

registerLocales('mf-shifts', { 'en-US': en, hi: () => import('./locales/hi.json') });

const notBuilt = () => import('./pages/not-built-page');

const remote: RemoteModule<ComponentType, ComponentType> = {
  name: 'mf_shifts',
  version: __APP_VERSION__,
  routes: declareRoutes<ComponentType>(
    'mf_shifts',
    { '/shifts': () => import('./pages/shifts-page'), '/shifts/:id': () => import('./pages/shift-detail-page') },
    notBuilt,
  ),
  menu: [menuEntry({ id: 'shifts', path: '/shifts', labelKey: 'mf-shifts:menu.shifts', icon: ScheduleOutlined, category: 'quickAccess', device: 'all' })],
  // Publishes the active shift and runs the 10-second start check, whichever page is open. Its own
  // chunk, fetched in the background: the menus that load this module stay small.
  start: () => {
    import('./features/shifts/api/shift-watch').then(
      ({ watchShifts }) => watchShifts(),
      (error: unknown) => console.error('mf-shifts: could not start the shift check', error),
    );
  },
};

export default remote;
