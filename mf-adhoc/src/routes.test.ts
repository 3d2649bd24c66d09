import { type ComponentType } from 'react';
import { type RemoteModule } from 'shared-contracts';
import { describeRemoteModuleContract } from 'shared-contracts/testing';
import source from './remote-manifest.json';
import { setUpI18n } from './testing/setup-i18n';

async function load() {
  // The shell's i18n with this remote's texts (routes.tsx loads them only before a page).
  await setUpI18n();
  const remote: RemoteModule<ComponentType> = (await import('./routes')).default;
  return { remote, notBuilt: (await import('./pages/not-built-page')).default };
}

describeRemoteModuleContract({
  owner: 'mf_adhoc',
  built: ['/adhoc', '/adhoc-requests', '/adhoc-request/details', '/quick-report/details'],
  load,
  published: { source, namespace: 'mf-adhoc' },
  menu: [
    ['/adhoc', 'inspections', ['adhoc-read'], 'Ad-hoc Report'],
    // Spec 001 §6: the menu entry has its own permission; the route needs adhocList-read.
    ['/adhoc-requests', 'inspections', ['adHocRequestsMenuView-read'], 'Adhoc Requests'],
  ],
});
