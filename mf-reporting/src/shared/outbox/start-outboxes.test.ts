import { ISSUE_ACTION_KIND, ISSUE_RAISE_KIND, REPORT_SUBMIT_KIND, outboxKind, startOutbox } from 'shared-contracts';
import { startOutboxes } from './start-outboxes';

jest.mock('shared-contracts', () => ({ ...jest.requireActual<object>('shared-contracts'), startOutbox: jest.fn() }));

it('registers every outbox kind of mf-reporting before the outbox first drains', () => {
  const kinds = [ISSUE_ACTION_KIND, ISSUE_RAISE_KIND, REPORT_SUBMIT_KIND];
  let knownAtStart: boolean[] = [];
  jest.mocked(startOutbox).mockImplementation(() => {
    knownAtStart = kinds.map((kind) => outboxKind(kind) !== undefined);
  });
  expect(kinds.map((kind) => outboxKind(kind) !== undefined)).toEqual([false, false, false]);
  startOutboxes();
  expect(startOutbox).toHaveBeenCalledTimes(1);
  expect(knownAtStart).toEqual([true, true, true]);
});
