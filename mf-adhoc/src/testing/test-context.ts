/**
 * What every mf-adhoc component test sets up: i18n, a fake api, the toasts asked of the shell
 * (bus 'ui/notify') collected, and after each test no session and the app back online. Call it at
 * the top of a test file; the returned object holds the current test's api and notices.
 */
import { type EventMap, bus, session } from 'shared-contracts';
import { type FakeApi, fakeApi } from 'shared-contracts/testing';
import { setUpI18n } from './setup-i18n';

export interface AdhocTestContext {
  api: FakeApi;
  notices: EventMap['ui/notify'][];
}

export function adhocTestContext(): AdhocTestContext {
  const context = { notices: [] } as unknown as AdhocTestContext;
  let stop: () => void = () => undefined;
  beforeAll(setUpI18n);
  beforeEach(() => {
    context.api = fakeApi();
    context.notices = [];
    const subscription = bus.on('ui/notify').subscribe((notice) => context.notices.push(notice));
    stop = () => subscription.unsubscribe();
  });
  afterEach(() => {
    stop();
    session.clear();
    bus.emit('offline/changed', { offline: false, source: 'user' });
  });
  return context;
}
