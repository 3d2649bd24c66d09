import { bus, session } from 'shared-contracts';
import { createUser, fakeApi } from 'shared-contracts/testing';
import { liveState, startLiveUpdates } from './live-updates';

class FakeSource {
  static opened: FakeSource[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((message: MessageEvent<string>) => void) | null = null;
  onerror: (() => void) | null = null;
  closed = false;
  constructor(readonly url: string) {
    FakeSource.opened.push(this);
  }
  close() {
    this.closed = true;
  }
  send(data: unknown) {
    this.onmessage?.({ data: JSON.stringify(data) } as MessageEvent<string>);
  }
}

async function waitFor(check: () => boolean, ms = 5000): Promise<void> {
  const until = Date.now() + ms;
  while (!check()) {
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
const received: unknown[] = [];

beforeAll(() => {
  (globalThis as { EventSource?: unknown }).EventSource = FakeSource;
  startLiveUpdates({ createSource: (url) => new FakeSource(url) as unknown as EventSource, onNotification: (item) => received.push(item) });
});

describe('live updates', () => {
  it('opens the stream with a ticket after sign-in, passes events on, reconnects with a new ticket after a failure, and stops at sign-out', async () => {
    const api = fakeApi();
    api.answer('POST /events/ticket', { body: { ticket: 'tk-1', expiresIn: 60 } }, { body: { ticket: 'tk-2', expiresIn: 60 } });
    session.update({ token: 'session-1', user: createUser({ _id: 'u1' }) });
    await waitFor(() => FakeSource.opened.length === 1);
    const first = FakeSource.opened.at(-1);
    expect(first?.url).toMatch(/\/events\?ticket=tk-1$/);
    first?.onopen?.();
    expect(liveState.value).toBe('open');

    const issues: string[] = [];
    const uploads: string[] = [];
    const a = bus.on('issue/changed').subscribe(({ issueId }) => issues.push(issueId));
    const b = bus.on('report/uploaded').subscribe(({ localId }) => uploads.push(localId));
    first?.send({ type: 'issue', issueId: 'iss-1' });
    first?.send({ type: 'report', localId: 'loc-1', facilityId: 'fac-1' });
    first?.send({
      type: 'notification',
      notification: { _id: 'ntf-1', title: 'Hi', body: '', read: false, createdAt: '2024-05-01T04:30:00.000Z', data: { type: 'task', id: 'iss-1' } },
    });
    first?.send({ type: 'nonsense' });
    expect(issues).toEqual(['iss-1']);
    expect(uploads).toEqual(['loc-1']);
    expect(received).toEqual([expect.objectContaining({ _id: 'ntf-1', title: 'Hi' })]);
    a.unsubscribe();
    b.unsubscribe();

    // The stream fails (the server ended it, or the network went): polling takes over, then a new ticket.
    first?.onerror?.();
    expect(first?.closed).toBe(true);
    expect(liveState.value).toBe('down');
    await waitFor(() => FakeSource.opened.length === 2);
    const second = FakeSource.opened.at(-1);
    expect(second).not.toBe(first);
    expect(second?.url).toMatch(/ticket=tk-2$/);

    session.clear();
    expect(second?.closed).toBe(true);
    expect(liveState.value).toBe('off');
  });
});
