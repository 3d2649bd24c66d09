/** What mf-adhoc exposes as `./routes`: its route pages and menu entries. */
import FileSearchOutlined from '@ant-design/icons/es/icons/FileSearchOutlined';
import { type ComponentType } from 'react';
import { type RemoteModule, declareRoutes, menuEntry, registerLocales } from 'shared-contracts';
import en from './locales/en-US.json';

registerLocales('mf-adhoc', { 'en-US': en, hi: () => import('./locales/hi.json') });

const notBuilt = () => import('./pages/not-built-page');

const remote: RemoteModule<ComponentType, ComponentType> = {
  name: 'mf_adhoc',
  version: __APP_VERSION__,
  routes: declareRoutes<ComponentType>('mf_adhoc', { '/adhoc-requests': () => import('./pages/adhoc-requests-page') }, notBuilt),
  menu: [
    menuEntry({
      id: 'adhoc-requests',
      path: '/adhoc-requests',
      labelKey: 'mf-adhoc:menu.adhocRequests',
      icon: FileSearchOutlined,
      category: 'inspections',
      // Spec 001 §6: the menu entry has its own permission; the route needs adhocList-read.
      permissions: ['adHocRequestsMenuView-read'],
      device: 'all',
    }),
  ],
};

export default remote;
