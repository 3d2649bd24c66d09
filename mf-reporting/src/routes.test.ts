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

describeRemoteModuleContract({ owner: 'mf_reporting', built: ['/reporting/facilities', '/reporting/checklist', '/reporting/details', '/reporting/idetails', '/reporting/deep', '/reporting/submit', '/reports/idetails', '/reports/deep'], load });

it('files its menu entry where the drawer shows it, with its label', async () => {
  const { remote } = await load();
  expect(remote.menu[0]).toMatchObject({ category: 'inspections', permissions: ['reporting-read'] });
  expect(i18n.t(remote.menu[0]?.labelKey ?? '')).toBe('Check Facilities');
});
