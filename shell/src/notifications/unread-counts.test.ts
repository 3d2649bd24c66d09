import { type Notification } from 'shared-contracts';
import { arrivedSince, unreadCounts } from './unread-counts';

const note = (id: string, type: string, read = false): Notification => ({
  _id: id,
  title: id,
  body: '',
  read,
  createdAt: '2024-05-01T04:30:00.000Z',
  data: { type },
});

describe('unreadCounts', () => {
  it('counts unread ones in total and per issue and task type', () => {
    const counts = unreadCounts([note('a', 'issue'), note('b', 'issue', true), note('c', 'task'), note('d', 'other'), note('e', 'issue')]);
    expect(counts).toEqual({ total: 4, issue: 2, task: 1 });
  });

  it('is zero for nothing or everything read', () => {
    expect(unreadCounts([])).toEqual({ total: 0, issue: 0, task: 0 });
    expect(unreadCounts([note('a', 'issue', true)])).toEqual({ total: 0, issue: 0, task: 0 });
  });
});

describe('arrivedSince', () => {
  it('lists only new unread notifications', () => {
    expect(arrivedSince([note('a', 'issue')], [note('c', 'task'), note('b', 'other', true), note('a', 'issue')]).map((item) => item._id)).toEqual(['c']);
  });
});
