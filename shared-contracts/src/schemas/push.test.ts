/** Issue 21: a notification's tap opens what it is about. */
import { notificationPath, pushPayloadSchema } from './push';

describe('notificationPath', () => {
  it('opens an issue or a task by its id, anything else the notifications page', () => {
    expect(notificationPath({ type: 'issue', id: 'iss 1' })).toBe('/issues/details/iss%201');
    expect(notificationPath({ type: 'task', id: 'tsk-1' })).toBe('/tasks/tsk-1');
    expect(notificationPath({ type: 'issue', id: null })).toBe('/notifications');
    expect(notificationPath({ type: 'other', id: 'x' })).toBe('/notifications');
  });

  it('a push payload carries the target id (optional, so older payloads still parse)', () => {
    const base = { id: 'ntf-1', title: 'New issue', url: '/issues/details/iss-1' };
    expect(pushPayloadSchema.parse({ ...base, dataId: 'iss-1' }).dataId).toBe('iss-1');
    expect(pushPayloadSchema.parse(base).dataId).toBeUndefined();
  });
});
