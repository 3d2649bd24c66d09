/** What mf-org-admin exposes as `./routes`: its route pages and menu entries. */
import BankOutlined from '@ant-design/icons/es/icons/BankOutlined';
import { type ComponentType } from 'react';
import { type RemoteModule, declareRoutes, menuEntry, registerLocales } from 'shared-contracts';
import en from './locales/en-US.json';

registerLocales('mf-org-admin', { 'en-US': en, hi: () => import('./locales/hi.json') });

const notBuilt = () => import('./pages/not-built-page');

const remote: RemoteModule<ComponentType, ComponentType> = {
  name: 'mf_org_admin',
  version: __APP_VERSION__,
  routes: declareRoutes<ComponentType>('mf_org_admin', { '/organization': () => import('./pages/organization-page') }, notBuilt),
  menu: [
    menuEntry({ id: 'organization', path: '/organization', labelKey: 'mf-org-admin:menu.organization', icon: BankOutlined, category: 'orgSetup', device: 'all' }),
  ],
};

export default remote;
