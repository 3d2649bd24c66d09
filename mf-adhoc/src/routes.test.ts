import { type ComponentType } from 'react';
import { type RemoteModule, i18n } from 'shared-contracts';
import { describeRemoteModuleContract } from 'shared-contracts/testing';
import { setUpI18n } from './testing/setup-i18n';

async function load() {
  // routes.tsx registers its locales when imported, which needs an initialised i18n (as in the shell).
  await setUpI18n();
  const remote: RemoteModule<ComponentType, ComponentType> = (await import('./routes')).default;
  return { remote, notBuilt: (await import('./pages/not-built-page')).default };
}

describeRemoteModuleContract({ owner: 'mf_adhoc', built: ['/adhoc', '/adhoc-requests', '/adhoc-request/details', '/quick-report/details'], load });

it('files its menu entries where the drawer shows them, with their labels and permissions', async () => {
  const { remote } = await load();
  expect(remote.menu.map((entry) => [entry.path, entry.category, entry.permissions, i18n.t(entry.labelKey)])).toEqual([
    ['/adhoc', 'inspections', ['adhoc-read'], 'Ad-hoc Report'],
    ['/adhoc-requests', 'inspections', ['adHocRequestsMenuView-read'], 'Adhoc Requests'],
  ]);
});
