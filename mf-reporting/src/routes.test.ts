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
  owner: 'mf_reporting',
  built: [
    '/reporting/facilities',
    '/reporting/checklist',
    '/reporting/details',
    '/reporting/idetails',
    '/reporting/deep',
    '/reporting/submit',
    '/reports/idetails',
    '/reports/deep',
    '/inspections',
    '/inspection2',
    '/v2/inspections',
    '/inspection/:id',
    '/public/inspection/:id',
    '/daily-reports',
    '/monthly-reports',
    '/userReports',
    '/detailed-reports',
    '/issues/details/:id',
    '/issues/acknowledgement/:id',
    '/issues/history/:id',
    '/issues/:assignment?',
    '/public/issues/:id',
    '/tickets',
    '/tickets/:id',
    '/tasks',
    '/tasks/:id',
    '/v2/tickets',
    '/escalations',
    '/feedbackRequests',
  ],
  load,
  published: { source, namespace: 'mf-reporting' },
  menu: [
    ['/reporting/facilities', 'inspections', ['reporting-read'], 'Check Facilities'],
    ['/issues/:assignment?', 'inspections', ['issue-read', 'issueAck-read'], 'Issues'],
    ['/tickets', 'inspections', ['ticket-read', 'task-read'], 'Tickets'],
    ['/v2/tickets', 'inspections', ['ticket-read', 'task-read'], 'Tickets'],
    ['/tasks', 'inspections', ['ticket-read', 'task-read'], 'My Tasks'],
    ['/escalations', 'others', ['escalationsMenuView-read'], 'Escalations'],
    ['/inspections', 'inspections', ['inspectionMenuView-read', 'quickPreviewMenuView-read'], 'Inspections'],
    ['/daily-reports', 'reports', ['dailyReportsMenuView-read'], 'Daily Reports'],
    ['/feedbackRequests', 'others', ['feedbackMenuView-read'], 'Feedback requests'],
  ],
});
