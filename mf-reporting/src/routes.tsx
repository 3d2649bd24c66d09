/** What mf-reporting exposes as `./routes`: its route pages, menu entries and the report upload queue. */
import CheckSquareOutlined from '@ant-design/icons/es/icons/CheckSquareOutlined';
import { type ComponentType } from 'react';
import { type RemoteModule, declareRoutes, menuEntry, registerLocales } from 'shared-contracts';
import en from './locales/en-US.json';

registerLocales('mf-reporting', { 'en-US': en, hi: () => import('./locales/hi.json') });

const notBuilt = () => import('./pages/not-built-page');

const remote: RemoteModule<ComponentType, ComponentType> = {
  name: 'mf_reporting',
  version: __APP_VERSION__,
  routes: declareRoutes<ComponentType>(
    'mf_reporting',
    {
      '/reporting/facilities': () => import('./pages/facilities-page'),
      '/reporting/checklist': () => import('./pages/checklist-page'),
      '/reporting/details': () => import('./pages/details-page'),
      '/reporting/submit': () => import('./pages/submit-page'),
    },
    notBuilt,
  ),
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
  // Queued reports go out on start, when the network comes back and when the page is seen again.
  start: () => {
    import('./features/queue/report-sync').then(
      ({ startReportSync }) => startReportSync(),
      (error: unknown) => console.error('mf-reporting: the upload queue could not start', error),
    );
  },
};

export default remote;
