/**
 * What mf-reporting's page tests set up: i18n; per test a fake api, usr-1 of org-1 signed in with
 * `permissions`, the app online, the device's drafts, outbox and api cache empty,
 * and the toasts asked of the shell (bus 'ui/notify') collected. Call it at the top of a test
 * file; the returned object holds the current test's api and notices.
 */
import { bus, getDb, session } from 'shared-contracts';
import { type FakeApi, createUser, fakeApi } from 'shared-contracts/testing';
import { setUpI18n } from './setup-i18n';

export interface ReportingTestContext {
  api: FakeApi;
  notices: string[];
}

export function reportingTestContext(permissions: string[] = ['reporting-read']): ReportingTestContext {
  const context = { notices: [] } as unknown as ReportingTestContext;
  let stop: () => void = () => undefined;
  beforeAll(setUpI18n);
  beforeEach(async () => {
    context.api = fakeApi();
    session.update({ token: 't', user: createUser({ _id: 'usr-1', organization: 'org-1' }), permissions });
    bus.emit('offline/changed', { offline: false, source: 'user' });
    const db = await getDb();
    await Promise.all([db.drafts.clear(), db.outbox.clear(), db.apiCache.clear()]);
    context.notices = [];
    const subscription = bus.on('ui/notify').subscribe(({ message }) => context.notices.push(message));
    stop = () => subscription.unsubscribe();
  });
  afterEach(() => stop());
  return context;
}
