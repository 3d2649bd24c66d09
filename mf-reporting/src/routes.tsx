/** What mf-reporting exposes as `./routes`: its route pages and menu entries. */
import CheckSquareOutlined from '@ant-design/icons/es/icons/CheckSquareOutlined';
import { type ComponentType } from 'react';
import { type RemoteModule, declareRoutes, menuEntry, registerLocales } from 'shared-contracts';
import en from './locales/en-US.json';
import hi from './locales/hi.json';

registerLocales('mf-reporting', { 'en-US': en, hi });

const notBuilt = () => import('./pages/not-built-page');

const remote: RemoteModule<ComponentType, ComponentType> = {
  name: 'mf_reporting',
  version: __APP_VERSION__,
  routes: declareRoutes<ComponentType>('mf_reporting', { '/reporting/facilities': () => import('./pages/facilities-page') }, notBuilt),
  menu: [
    menuEntry({
      id: 'check-facilities',
      path: '/reporting/facilities',
      labelKey: 'mf-reporting:menu.checkFacilities',
      icon: CheckSquareOutlined,
      category: 'inspections',
      device: 'all',
    }),
  ],
};

export default remote;
