/** What mf-org-admin exposes as `./routes`: its route pages (its menu entries are published in its manifest: src/remote-manifest.json). */
import { type ComponentType } from 'react';
import { type RemoteModule, declareRoutes } from 'shared-contracts';

const notBuilt = () => import('./pages/not-built-page');
// Its texts load before its first page, not with this module (the drawer's labels come from the manifest).
const texts = () => import('./locales/register');

const remote: RemoteModule<ComponentType> = {
  name: 'mf_org_admin',
  version: __APP_VERSION__,
  routes: declareRoutes<ComponentType>(
    'mf_org_admin',
    {
      '/organization': () => import('./pages/organization-page'),
      // Issue 19 (places): facilities and assets.
      '/facilities': () => import('./pages/facilities-page'),
      '/assets': () => import('./pages/assets-page'),
      '/locations': () => import('./pages/locations-page'),
      '/location/add': () => import('./pages/location-add-page'),
      '/location/:id': () => import('./pages/location-page'),
      '/facilityTypes': () => import('./pages/facility-types-page'),
      '/assetTypes': () => import('./pages/asset-types-page'),
      // Issue 20 (people): teams and contacts.
      '/teams': () => import('./pages/teams-page'),
      '/team/add': () => import('./pages/team-add-page'),
      '/team/:id': () => import('./pages/team-page'),
      '/team/building/:id': () => import('./pages/building-teams-page'),
      '/contacts': () => import('./pages/contacts-page'),
      // Issue 19: the checklist template editor.
      '/checklists': () => import('./pages/checklists-page'),
      '/checklists/facilityType': () => import('./pages/checklist-facility-type-page'),
      '/checklists/assetType': () => import('./pages/checklist-asset-type-page'),
      // org: organisations, activation, join
      '/organizations': () => import('./pages/organizations-page'),
      '/organization/new': () => import('./pages/organization-new-page'),
      '/organization/join': () => import('./pages/organization-join-page'),
      // Issue 21: customer feedback.
      '/feedback': () => import('./pages/feedback-page'),
      '/new-feedbacks': () => import('./pages/new-feedbacks-page'),
      '/public/feedback/:token': () => import('./pages/public-feedback-page'),
      // Issue 20 (people): staff, their page, the bulk table; roles are a tab of /staff.
      '/staff': () => import('./pages/staff-page'),
      '/staff/:id': () => import('./pages/staff-member-page'),
      '/staff2': () => import('./pages/staff-table-page'),
    },
    notBuilt,
    texts,
  ),
};

export default remote;
