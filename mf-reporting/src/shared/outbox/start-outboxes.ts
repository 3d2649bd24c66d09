/**
 * mf-reporting's background work (routes.tsx `start`): the outbox kinds of issue steps and raised
 * issues registered, then the report queue started, which drains the outbox. One module, so the
 * start asks for one chunk instead of a script per kind (each script element is main-thread work on
 * a phone, issue 15), and every kind is known before the first drain.
 */
import { registerIssueActionKind } from './issue-action-kind';
import { registerIssueRaiseKind } from './issue-raise-kind';
import { startReportSync } from './report-kind';

export function startOutboxes(): void {
  // Issue steps taken and issues raised offline wait in the outbox for their kind to be known.
  registerIssueActionKind();
  registerIssueRaiseKind();
  // The reports go out now, when the network comes back and when the page is seen again.
  startReportSync();
}
