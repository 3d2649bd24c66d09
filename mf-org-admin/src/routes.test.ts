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
  owner: 'mf_org_admin',
  built: [
    '/organization/new',
    '/organization/join',
    '/organization',
    '/organizations',
    '/teams',
    '/team/:id',
    '/team/add',
    '/team/building/:id',
    '/staff',
    '/staff/:id',
    '/staff2',
    '/checklists',
    '/checklists/facilityType',
    '/checklists/assetType',
    '/facilityTypes',
    '/assetTypes',
    '/facilities',
    '/assets',
    '/locations',
    '/location/add',
    '/location/:id',
    '/contacts',
    '/feedback',
    '/new-feedbacks',
    '/public/feedback/:token',
  ],
  load,
  published: { source, namespace: 'mf-org-admin' },
  menu: [
    ['/organization', 'orgSetup', ['organization-read'], 'Organization'],
    ['/staff', 'quickAccess', ['user-read'], 'Staff'],
    ['/facilities', 'quickAccess', ['facility-read'], 'Facilities'],
    ['/assets', 'quickAccess', ['facility-read'], 'Assets'],
    ['/locations', 'orgSetup', ['building-read', 'building-write'], 'Locations'],
    ['/facilityTypes', 'orgSetup', ['facilityType-read'], 'Facility types'],
    ['/assetTypes', 'orgSetup', ['facilityType-read'], 'Asset types'],
    ['/checklists', 'orgSetup', ['checklist-read', 'checklist-write'], 'Checklists'],
    ['/organizations', 'orgSetup', ['switching-read'], 'Orgs'],
    ['/teams', 'orgSetup', ['team-read', 'team-write'], 'Teams'],
    ['/contacts', 'others', ['contact-read'], 'Contacts'],
    ['/feedback', 'liveDashboard', ['feedbackMenuView-read'], 'Customer feedback'],
  ],
});
