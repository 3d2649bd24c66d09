import { nextTask, session } from 'shared-contracts';
import { testUser } from '../testing/signed-in';
import { preloadPage } from './route-view';

// The chunks themselves are not what is tested (loading them starts the chrome's calls).
const mockChunk = () => ({
  __esModule: true,
  default: () => null,
  MainLayout: () => null,
  loadPageTexts: async () => undefined,
  prepareProviders: async () => undefined,
});
jest.mock('./antd-providers', () => mockChunk());
jest.mock('../layout/main-layout', () => mockChunk());
jest.mock('../pages/home-page', () => mockChunk());
jest.mock('../pages/help-page', () => mockChunk());
jest.mock('../pages/locales/register', () => mockChunk());
jest.mock('../pages/public-issue-page', () => mockChunk());

const user = testUser({ name: 'Rita Reporter', userGroupNames: ['reporter-internal'] });

describe('preloadPage: the chunks of the opened page start together at start', () => {
  afterEach(async () => {
    // The parts after the first start a task each: let them load before the next test.
    for (let turn = 0; turn < 4; turn += 1) await nextTask();
    await new Promise((resolve) => setTimeout(resolve, 0));
    session.clear();
  });

  it("a signed-in user's shell page: antd's providers, the main layout and the page's own chunk", () => {
    session.update({ user, permissions: ['homeMenuView-read'] });
    expect(preloadPage('/home')).toEqual(['providers', 'layout', 'page']);
  });

  it("'/' preloads the user's saved home page", () => {
    session.update({ user: { ...user, homePage: '/help' }, permissions: [] });
    expect(preloadPage('/')).toEqual(['providers', 'layout', 'page']);
  });

  it("a remote's page: the frame only (preloadRouteRemote loads the remote and its page)", () => {
    session.update({ user, permissions: ['reporting-read'] });
    expect(preloadPage('/reporting/facilities')).toEqual(['providers', 'layout']);
  });

  it('a public page, signed out: the providers and the page, no layout', () => {
    expect(preloadPage('/public/issue/abc')).toEqual(['providers', 'page']);
  });

  it('nothing for the sign-in pages, a signed-out private page, a forbidden page or an unknown address', () => {
    expect(preloadPage('/auth/login')).toEqual([]);
    expect(preloadPage('/auth/reset')).toEqual([]);
    expect(preloadPage('/home')).toEqual([]);
    expect(preloadPage('/')).toEqual([]);
    session.update({ user, permissions: [] });
    expect(preloadPage('/organization')).toEqual([]);
    expect(preloadPage('/no/such/page')).toEqual([]);
    expect(preloadPage('/auth/login')).toEqual([]);
  });
});

describe('shellPages', () => {
  it('two paths of one page are one component, so moving between them does not remount it', async () => {
    const { shellPages } = await import('./shell-pages');
    expect(shellPages['/ntfs']).toBe(shellPages['/notifications']);
    expect(shellPages['/public/issue/:id']).toBe(shellPages['/auth/public/issue/:id']);
    expect(shellPages['/help']).not.toBe(shellPages['/about']);
  });
});
