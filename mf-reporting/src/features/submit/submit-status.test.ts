import type { OutboxItem } from 'shared-contracts';
import { sendStatusOf } from './submit-status';

const item = (overrides: Partial<OutboxItem>): OutboxItem => ({
  id: 'report/submit:l1',
  kind: 'report/submit',
  key: 'l1',
  userId: 'u1',
  organizationId: 'o1',
  body: {},
  blobs: [],
  state: 'queued',
  attempts: 0,
  nextAttemptAt: 0,
  createdAt: 1,
  updatedAt: 1,
  ...overrides,
});

describe('sendStatusOf', () => {
  it('follows the stored item, not what the screen last assumed', () => {
    expect(sendStatusOf(undefined, false)).toBe('loading');
    expect(sendStatusOf(null, false)).toBe('empty');
    expect(sendStatusOf(item({}), false)).toBe('loading');
    expect(sendStatusOf(item({ state: 'sending', attempts: 1 }), false)).toBe('loading');
    expect(sendStatusOf(item({ state: 'done', body: null }), false)).toBe('success');
  });

  it('is an error once an attempt failed, whether it will be retried or needs the user', () => {
    // The network dropped during the upload: the item is queued again with its error.
    expect(sendStatusOf(item({ state: 'queued', attempts: 1, lastError: 'Cannot reach the server.' }), false)).toBe('error');
    expect(sendStatusOf(item({ state: 'needs-attention', lastError: 'This report was already submitted with different content.' }), false)).toBe('error');
    // Offline, nothing goes: the screen says so instead of spinning.
    expect(sendStatusOf(item({}), true)).toBe('error');
    // A retry under way is loading again.
    expect(sendStatusOf(item({ state: 'sending', lastError: 'Cannot reach the server.' }), false)).toBe('loading');
  });
});
