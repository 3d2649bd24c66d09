/** What mf-adhoc exposes as `./routes`: its route pages and menu entries. */
import FileSearchOutlined from '@ant-design/icons/es/icons/FileSearchOutlined';
import ThunderboltOutlined from '@ant-design/icons/es/icons/ThunderboltOutlined';
import { type ComponentType } from 'react';
import { type RemoteModule, declareRoutes, menuEntry } from 'shared-contracts';
import './locales/register';

const notBuilt = () => import('./pages/not-built-page');

const remote: RemoteModule<ComponentType, ComponentType> = {
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
  ),
  menu: [
    menuEntry({
      id: 'adhoc',
      path: '/adhoc',
      labelKey: 'mf-adhoc:menu.adhoc',
      icon: ThunderboltOutlined,
      category: 'inspections',
      device: 'all',
    }),
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
