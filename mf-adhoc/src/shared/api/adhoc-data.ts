/**
 * What the ad-hoc screens read, through the api cache so that the requests still show offline,
 * and the request call, which needs the network.
 */
import {
  type AdHocRequest,
  type AdHocRequestIssueBody,
  type CachedAnswer,
  adHocRequestListSchema,
  addAdhocRequestIssue,
  bus,
  cachedGet,
  getReporterAdhocRequests,
} from 'shared-contracts';

export const loadReporterRequests = (reporterId: string): Promise<CachedAnswer<AdHocRequest[]>> =>
  cachedGet(`/shifts/reporter/adhoc-requests?reporterId=${encodeURIComponent(reporterId)}`, () => getReporterAdhocRequests(reporterId), adHocRequestListSchema);

/**
 * POST /shifts/add/adhoc-request-issue (spec 000 §7: HTTP 200 means success); every app showing
 * requests hears of it on the bus.
 */
export async function submitAdhocRequest(body: AdHocRequestIssueBody): Promise<void> {
  await addAdhocRequestIssue(body);
  bus.emit('adhoc-request/submitted', { facilityId: body.facility });
}
