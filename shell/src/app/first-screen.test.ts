import { FIRST_SCREEN_ID, FIRST_SCREEN_KEY, type LayoutParts, captureFirstScreen, dismissFirstScreen, forgetFirstScreen } from './first-screen';

// Jest runs in Node (the app's own types leave Node out): the painter's source as the browser gets it.
declare const require: (id: 'node:fs') => { readFileSync: (file: string, encoding: 'utf8') => string };
declare const __dirname: string;
const painter = require('node:fs').readFileSync(`${__dirname}/../../public/first-screen.js`, 'utf8');
/** Runs public/first-screen.js as the page does, before the app. */
const paint = (): void => {
  new Function(painter)();
};

// jsdom lays nothing out: each element's box comes from its data-box attribute ("x y width height").
beforeAll(() => {
  jest.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    const [x = 0, y = 0, width = 0, height = 0] = (this.getAttribute('data-box') ?? '').split(' ').map(Number);
    return { x, y, left: x, top: y, width, height, right: x + width, bottom: y + height, toJSON: () => ({}) };
  });
});

const colours: LayoutParts['colours'] = {
  header: '#ffffff',
  headerBorder: '#f0f0f0',
  sider: '#ffffff',
  siderBorder: '#f0f0f0',
  bar: '#ffffff',
  barBorder: '#f0f0f0',
  skeleton: 'rgba(0, 0, 0, 0.06)',
};

/** The main layout as drawn on a phone: header, a heading, two tiles, a card holding a list item, a plain card (ui-kit). */
function layout(): LayoutParts {
  document.body.innerHTML = `
    <section id="layout" style="background-color: rgb(245, 245, 245)">
      <header data-first-screen="header" data-box="0 0 412 56" style="background-color: rgb(255, 255, 255); border-bottom: 1px solid rgb(240, 240, 240)"></header>
      <main data-first-screen="content" data-box="0 56 412 800">
        <h3 data-box="12 68 388 32" style="color: rgba(0, 0, 0, 0.88); font-size: 24px; font-weight: 600">Hello, Rita Reporter</h3>
        <div role="listitem" data-box="12 142 188 60">Issues</div>
        <div role="listitem" data-box="212 142 188 60">Tickets</div>
        <div class="ant-card" data-box="12 214 388 120"><div role="listitem" data-box="24 230 300 40">inside</div></div>
        <div data-plain-card data-box="12 346 388 130"><span data-box="24 360 200 20">Food Court Lift Lobby 1</span></div>
        <div role="listitem" data-box="12 2000 388 60">below the screen</div>
      </main>
    </section>`;
  return { root: document.getElementById('layout') as HTMLElement, colours, noHeader: false, noBar: false, pageInPlace: true };
}

function signedInTab(userId = 'u1') {
  sessionStorage.setItem('token', 'a.b.c');
  sessionStorage.setItem('facilityops:confirmed-session', JSON.stringify({ user: { _id: userId, name: 'Rita Reporter' }, permissions: [] }));
}

/** Captures the layout above at /home, then leaves a fresh document, as a reload does. */
function captureThenReload() {
  captureFirstScreen('u1', layout());
  document.body.innerHTML = '';
}

const frame = () => document.getElementById(FIRST_SCREEN_ID);

beforeEach(() => {
  sessionStorage.clear();
  document.body.innerHTML = '';
  window.history.replaceState(null, '', '/home');
});

describe('the first screen of a reload', () => {
  it('keeps what the tab shows: colours, the heading where it stands and the outermost shapes on screen', () => {
    captureFirstScreen('u1', layout());
    const kept = JSON.parse(sessionStorage.getItem(FIRST_SCREEN_KEY) ?? '{}') as Record<string, unknown>;
    expect(kept).toMatchObject({
      user: 'u1',
      path: '/home',
      width: window.innerWidth,
      chrome: { layout: 'rgb(245, 245, 245)', header: 'rgb(255, 255, 255)', skeleton: 'rgba(0, 0, 0, 0.06)', noBar: false },
      heading: { text: 'Hello, Rita Reporter', x: 12, y: 68, width: 388, height: 32, style: { color: 'rgba(0, 0, 0, 0.88)', fontSize: '24px' } },
      blocks: [
        { x: 12, y: 142, width: 188, height: 60 },
        { x: 212, y: 142, width: 188, height: 60 },
        { x: 12, y: 214, width: 388, height: 120 },
        { x: 12, y: 346, width: 388, height: 130 },
      ],
    });
  });

  it('paints it before the app: the frame, the heading in place and grey shapes, hidden and inert, with nothing to press', () => {
    signedInTab();
    captureThenReload();

    paint();

    const painted = frame();
    expect(painted).not.toBeNull();
    expect(painted?.getAttribute('aria-hidden')).toBe('true');
    expect(painted?.hasAttribute('inert')).toBe(true);
    expect(painted?.style.getPropertyValue('--fo-first-layout')).toBe('rgb(245, 245, 245)');
    const heading = painted?.querySelector<HTMLElement>('.fo-first-heading');
    expect(heading?.textContent).toBe('Hello, Rita Reporter');
    expect([heading?.style.left, heading?.style.top, heading?.style.width, heading?.style.fontSize]).toEqual(['12px', '68px', '388px', '24px']);
    expect(painted?.querySelectorAll('.fo-first-block')).toHaveLength(4);
    expect(painted?.querySelector('button, a, input')).toBeNull();
  });

  it('draws only the frame when the window is not as wide as it was', () => {
    signedInTab();
    captureThenReload();
    const kept = JSON.parse(sessionStorage.getItem(FIRST_SCREEN_KEY) ?? '{}') as { width: number };
    sessionStorage.setItem(FIRST_SCREEN_KEY, JSON.stringify({ ...kept, width: kept.width + 1 }));

    paint();

    expect(frame()).not.toBeNull();
    expect(frame()?.querySelector('.fo-first-heading')).toBeNull();
    expect(frame()?.querySelectorAll('.fo-first-block')).toHaveLength(0);
  });

  it('keeps no heading or shapes when a collapsed side menu puts the page where a reload will not draw it', () => {
    captureFirstScreen('u1', { ...layout(), pageInPlace: false });
    const kept = JSON.parse(sessionStorage.getItem(FIRST_SCREEN_KEY) ?? '{}') as Record<string, unknown>;
    expect(kept).toMatchObject({ user: 'u1', path: '/home', heading: null, blocks: [] });
    expect(kept.chrome).toMatchObject({ layout: 'rgb(245, 245, 245)' });
  });

  it('paints nothing on another page, without a session, for another user, on sign-in, or from colours that are not colours', () => {
    captureThenReload();
    paint();
    expect(frame()).toBeNull();

    signedInTab('u2');
    paint();
    expect(frame()).toBeNull();

    signedInTab('u1');
    window.history.replaceState(null, '', '/reporting/facilities');
    paint();
    expect(frame()).toBeNull();

    window.history.replaceState(null, '', '/auth/login');
    paint();
    expect(frame()).toBeNull();

    window.history.replaceState(null, '', '/home');
    captureFirstScreen('u1', { ...layout(), colours: { ...colours, bar: 'red;background:url(https://example.test/x)' } });
    document.body.innerHTML = '';
    paint();
    expect(frame()).toBeNull();
  });

  it('is removed once the app has rendered, and forgotten on sign-out', () => {
    signedInTab();
    captureThenReload();
    paint();
    expect(frame()).not.toBeNull();
    dismissFirstScreen();
    expect(frame()).toBeNull();

    forgetFirstScreen();
    expect(sessionStorage.getItem(FIRST_SCREEN_KEY)).toBeNull();
    paint();
    expect(frame()).toBeNull();
  });
});
