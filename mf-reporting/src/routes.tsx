/** What mf-reporting exposes as `./routes`: its route pages and the report upload queue (its menu entries are published in its manifest: src/remote-manifest.json). */
import { type ComponentType } from 'react';
import { type RemoteModule, declareRoutes } from 'shared-contracts';

const notBuilt = () => import('./pages/not-built-page');
// Its texts load before its first page, not with this module (the drawer's labels come from the manifest).
const texts = () => import('./locales/register');
const wizard = () => import('./pages/wizard-page');
const issueDetails = () => import('./pages/issue-details-page');
const inspectionsTable = () => import('./pages/inspections-table-page');

const remote: RemoteModule<ComponentType> = {
  name: 'mf_reporting',
  version: __APP_VERSION__,
  routes: declareRoutes<ComponentType>(
    'mf_reporting',
    {
      '/reporting/facilities': () => import('./pages/facilities-page'),
      '/reporting/checklist': () => import('./pages/checklist-page'),
      '/reporting/details': () => import('./pages/details-page'),
      '/reporting/submit': () => import('./pages/submit-page'),
      // Screen 4: inspection modes 1 (deep) and 2 (idetails) run the same wizard.
      '/reporting/deep': wizard,
      '/reporting/idetails': wizard,
      '/reports/deep': wizard,
      '/reports/idetails': wizard,
      // Issue 16: the issue life cycle.
      '/issues/:assignment?': () => import('./pages/issues-page'),
      '/issues/details/:id': issueDetails,
      '/issues/acknowledgement/:id': issueDetails,
      '/issues/history/:id': () => import('./pages/issue-history-page'),
      '/public/issues/:id': () => import('./pages/public-issue-page'),
      '/tickets': () => import('./pages/tickets-page'),
      '/tickets/:id': issueDetails,
      '/tasks': () => import('./pages/tasks-page'),
      '/tasks/:id': issueDetails,
      '/v2/tickets': () => import('./pages/tickets-table-page'),
      '/escalations': () => import('./pages/escalations-page'),
      '/inspections': () => import('./pages/inspections-page'),
      '/v2/inspections': inspectionsTable,
      '/inspection2': inspectionsTable,
      '/inspection/:id': () => import('./pages/inspection-page'),
      '/public/inspection/:id': () => import('./pages/public-inspection-page'),
      '/daily-reports': () => import('./pages/daily-reports-page'),
      '/monthly-reports': () => import('./pages/monthly-reports-page'),
      '/userReports': () => import('./pages/user-reports-page'),
      '/detailed-reports': () => import('./pages/detailed-reports-page'),
      // Issue 21: customer feedback asking for immediate service.
      '/feedbackRequests': () => import('./pages/feedback-requests-page'),
    },
    notBuilt,
    texts,
  ),
  // Its outboxes (reports, issue steps, raised issues) start, in a chunk of their own.
  start: () => {
    import('./shared/outbox/start-outboxes').then(
      ({ startOutboxes }) => startOutboxes(),
      (error: unknown) => console.error('mf-reporting: its outboxes could not start', error),
    );
  },
};

export default remote;
