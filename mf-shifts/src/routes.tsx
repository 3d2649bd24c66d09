/** What mf-shifts exposes as `./routes`: its route pages and menu entries. */
import ScheduleOutlined from '@ant-design/icons/es/icons/ScheduleOutlined';
import { type ComponentType } from 'react';
import { type RemoteModule, declareRoutes, menuEntry, registerLocales } from 'shared-contracts';
import en from './locales/en-US.json';
import hi from './locales/hi.json';

registerLocales('mf-shifts', { 'en-US': en, hi });

const notBuilt = () => import('./pages/not-built-page');

const remote: RemoteModule<ComponentType, ComponentType> = {
  name: 'mf_shifts',
  version: __APP_VERSION__,
  routes: declareRoutes<ComponentType>('mf_shifts', { '/shifts': () => import('./pages/shifts-page') }, notBuilt),
  menu: [menuEntry({ id: 'shifts', path: '/shifts', labelKey: 'mf-shifts:menu.shifts', icon: ScheduleOutlined, category: 'quickAccess', device: 'all' })],
};

export default remote;
