import { createAdhocRequest } from 'shared-contracts/testing';
import { canActOn, requestsOfShift } from './request-rules';

describe('ad-hoc request rules', () => {
  it('lets only an unchecked request be inspected or turned into an issue', () => {
    expect(canActOn({ status: 'unchecked' })).toBe(true);
    expect(canActOn({ status: 'checking' })).toBe(false);
    expect(canActOn({ status: 'checked' })).toBe(false);
  });

  it("keeps the running shift's requests and those of no shift, unchecked first, the server's order within a status", () => {
    const requests = [
      createAdhocRequest({ _id: 'a', shift: 's1', status: 'checked' }),
      createAdhocRequest({ _id: 'b', shift: 's2', status: 'unchecked' }),
      createAdhocRequest({ _id: 'c', shift: 's1', status: 'unchecked' }),
      createAdhocRequest({ _id: 'd', shift: null, status: 'checking' }),
      createAdhocRequest({ _id: 'e', shift: 's1', status: 'unchecked' }),
    ];
    expect(requestsOfShift(requests, 's1').map((request) => request._id)).toEqual(['c', 'e', 'd', 'a']);
  });
});
