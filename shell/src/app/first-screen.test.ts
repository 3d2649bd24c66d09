import { readFileSync } from 'node:fs';
import path from 'node:path';
import { FIRST_SCREEN_ID, FIRST_SCREEN_KEY, type FirstScreenChrome, dismissFirstScreen, forgetFirstScreen, rememberChrome, rememberPage } from './first-screen';

// The painter the page loads before the app (public/first-screen.js), run as the browser runs it.
const painter = readFileSync(path.join(__dirname, '..', '..', 'public', 'first-screen.js'), 'utf8');
const paint = (): void => {
  new Function(painter)();
};

const chrome: FirstScreenChrome = {
  layout: 'rgb(245, 245, 245)',
  header: 'rgb(255, 255, 255)',
  headerBorder: '#f0f0f0',
  sider: 'rgb(255, 255, 255)',
  siderBorder: '#f0f0f0',
  bar: '#ffffff',
  barBorder: '#f0f0f0',
  skeleton: 'rgba(0, 0, 0, 0.06)',
  noHeader: false,
  noBar: false,
};

function signedInTab(userId = 'u1') {
  sessionStorage.setItem('token', 'a.b.c');
  sessionStorage.setItem('facilityops:confirmed-session', JSON.stringify({ user: { _id: userId, name: 'Rita Reporter', homePage: '/home' }, permissions: [] }));
}

function greeting(): HTMLElement {
  const heading = document.createElement('h3');
  heading.textContent = 'Hello, Rita Reporter';
  heading.style.color = 'rgba(0, 0, 0, 0.88)';
  heading.style.fontSize = '24px';
  document.body.append(heading);
  return heading;
}

const frame = () => document.getElementById(FIRST_SCREEN_ID);

beforeEach(() => {
  sessionStorage.clear();
  document.body.innerHTML = '';
  window.history.replaceState(null, '', '/home');
});

describe('the first screen of a reload', () => {
  it('paints the layout frame and the page heading the app recorded in this tab, hidden and inert', () => {
    signedInTab();
    rememberChrome('u1', chrome);
    rememberPage('u1', '/home', greeting(), 5);
    document.body.innerHTML = '';

    paint();

    const painted = frame();
    expect(painted).not.toBeNull();
    expect(painted?.getAttribute('aria-hidden')).toBe('true');
    expect(painted?.hasAttribute('inert')).toBe(true);
    expect(painted?.style.getPropertyValue('--fo-first-header')).toBe('rgb(255, 255, 255)');
    const heading = painted?.querySelector('h3');
    expect(heading?.textContent).toBe('Hello, Rita Reporter');
    expect(heading?.style.fontSize).toBe('24px');
    expect(painted?.querySelectorAll('.fo-first-tile')).toHaveLength(5);
    expect(painted?.querySelector('button, a, input')).toBeNull();
  });

  it('opens "/" as the user\'s home page', () => {
    signedInTab();
    rememberChrome('u1', chrome);
    rememberPage('u1', '/home', greeting(), 2);
    document.body.innerHTML = '';
    window.history.replaceState(null, '', '/');

    paint();

    expect(frame()?.querySelector('h3')?.textContent).toBe('Hello, Rita Reporter');
  });

  it('paints only the frame on a page that recorded no heading', () => {
    signedInTab();
    rememberChrome('u1', chrome);
    window.history.replaceState(null, '', '/reporting/facilities');

    paint();

    expect(frame()).not.toBeNull();
    expect(frame()?.querySelector('h3')).toBeNull();
  });

  it('paints nothing without a session, for another user, on sign-in, or from colours that are not colours', () => {
    rememberChrome('u1', chrome);
    paint();
    expect(frame()).toBeNull();

    signedInTab('u2');
    paint();
    expect(frame()).toBeNull();

    signedInTab('u1');
    window.history.replaceState(null, '', '/auth/login');
    paint();
    expect(frame()).toBeNull();

    window.history.replaceState(null, '', '/home');
    rememberChrome('u1', { ...chrome, header: 'red;background:url(https://example.test/x)' });
    paint();
    expect(frame()).toBeNull();
  });

  it('is forgotten on sign-out and removed once the app has rendered', () => {
    signedInTab();
    rememberChrome('u1', chrome);
    paint();
    dismissFirstScreen();
    expect(frame()).toBeNull();

    forgetFirstScreen();
    expect(sessionStorage.getItem(FIRST_SCREEN_KEY)).toBeNull();
    paint();
    expect(frame()).toBeNull();
  });

  it("keeps one user's entry: another user's start replaces it", () => {
    rememberChrome('u1', chrome);
    rememberPage('u1', '/home', greeting(), 3);
    rememberChrome('u2', chrome);
    expect(JSON.parse(sessionStorage.getItem(FIRST_SCREEN_KEY) ?? '{}')).toEqual({ user: 'u2', chrome, pages: {} });
  });
});
