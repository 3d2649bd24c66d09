import { requestAge } from './request-age';

const now = Date.parse('2024-05-01T10:00:00.000Z');

describe('requestAge', () => {
  it.each([
    ['2024-05-01T09:59:30.000Z', { unit: 'minutes', count: 0 }],
    ['2024-05-01T09:15:00.000Z', { unit: 'minutes', count: 45 }],
    ['2024-05-01T07:00:00.000Z', { unit: 'hours', count: 3 }],
    ['2024-04-28T09:00:00.000Z', { unit: 'days', count: 3 }],
    ['2024-05-01T11:00:00.000Z', { unit: 'minutes', count: 0 }],
  ])('%s', (createdAt, age) => expect(requestAge(createdAt, now)).toEqual(age));
});
