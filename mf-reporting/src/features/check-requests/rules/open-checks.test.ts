import type { AdHocRequest } from 'shared-contracts';
import { openChecks } from './open-checks';

const request = (id: string, status: AdHocRequest['status'], createdAt: string): AdHocRequest => ({
  _id: id,
  facility: { _id: 'fac-1', name: 'Block A' },
  status,
  issueDetails: [],
  adHocReportType: 'inspect',
  description: '',
  probableIssues: [],
  createdAt,
});

it('keeps the requests still to do, the oldest first', () => {
  const list = [
    request('a', 'checked', '2024-05-01T01:00:00.000Z'),
    request('b', 'unchecked', '2024-05-01T03:00:00.000Z'),
    request('c', 'checking', '2024-05-01T02:00:00.000Z'),
    request('d', 'cancelled', '2024-05-01T00:00:00.000Z'),
  ];
  expect(openChecks(list).map((item) => item._id)).toEqual(['c', 'b']);
});
