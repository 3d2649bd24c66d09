/*
 * The first screen of a reload of a signed-in tab, painted before the app's code has downloaded and
 * run (issue 15: on a mid-range phone that takes seconds, during which the tab showed only the word
 * "FacilityOps"). It draws the main layout's frame in the colours the app last measured in this tab
 * (header, side menu on wide screens, bottom bar on phones), the heading the opened page last showed
 * (home: "Hello, <name>") and grey shapes where the page's tiles go, from what the app keeps in
 * session storage (shell/src/app/first-screen.ts writes it and removes this frame once the page has
 * rendered). It holds no control: it is hidden from assistive technology and inert, and the app
 * replaces it. Nothing is painted for a tab without a confirmed session, or on sign-in pages.
 * Plain script (no build step, no imports) so it runs the moment it arrives.
 */
(function () {
  'use strict';
  var ELEMENT_ID = 'first-screen';
  var STORAGE_KEY = 'facilityops:first-screen';
  var LIMIT_MS = 15000;

  function read(key) {
    try {
      return JSON.parse(sessionStorage.getItem(key) || 'null');
    } catch (error) {
      return null;
    }
  }

  function box(className) {
    var element = document.createElement('div');
    element.className = className;
    return element;
  }

  var isColour = function (value) {
    return typeof value === 'string' && /^(#[0-9a-f]{3,8}|rgba?\([0-9., %]+\))$/i.test(value);
  };

  try {
    if (location.pathname.indexOf('/auth/') === 0 || !sessionStorage.getItem('token')) return;
    var confirmed = read('facilityops:confirmed-session');
    var shot = read(STORAGE_KEY);
    var user = confirmed && confirmed.user;
    if (!user || !shot || shot.user !== user._id || !shot.chrome) return;
    var chrome = shot.chrome;
    var names = ['layout', 'header', 'headerBorder', 'sider', 'siderBorder', 'bar', 'barBorder', 'skeleton'];
    var root = box('fo-first');
    for (var i = 0; i < names.length; i += 1) {
      if (!isColour(chrome[names[i]])) return;
      root.style.setProperty('--fo-first-' + names[i], chrome[names[i]]);
    }
    var path = location.pathname === '/' ? user.homePage || '/home' : location.pathname;
    var page = shot.pages && shot.pages[path];

    // A native wrapper may hide the header and the bottom bar; so does the frame.
    if (chrome.noHeader === true) root.className += ' fo-first-no-header';
    if (chrome.noBar === true) root.className += ' fo-first-no-bar';
    root.id = ELEMENT_ID;
    root.setAttribute('aria-hidden', 'true');
    root.setAttribute('aria-busy', 'true');
    root.setAttribute('inert', '');
    root.appendChild(box('fo-first-sider'));
    var main = box('fo-first-main');
    main.appendChild(box('fo-first-header'));
    var content = box('fo-first-content');
    var style = page && typeof page.heading === 'string' ? page.style : null;
    if (style && isColour(style.color)) {
      // The heading exactly as the page draws it (measured there), so the page replaces it in place.
      var heading = document.createElement('h3');
      heading.className = 'fo-first-heading';
      heading.textContent = page.heading;
      heading.style.color = style.color;
      heading.style.fontSize = style.fontSize;
      heading.style.lineHeight = style.lineHeight;
      heading.style.fontWeight = style.fontWeight;
      heading.style.fontFamily = style.fontFamily;
      content.appendChild(heading);
      content.appendChild(box('fo-first-line'));
      var tiles = box('fo-first-tiles');
      var count = Math.min(Number(page.tiles) || 0, 24);
      for (var t = 0; t < count; t += 1) tiles.appendChild(box('fo-first-tile'));
      content.appendChild(tiles);
    } else {
      content.appendChild(box('fo-first-line fo-first-line-wide'));
      content.appendChild(box('fo-first-block'));
    }
    main.appendChild(content);
    root.appendChild(main);
    root.appendChild(box('fo-first-bar'));
    document.body.appendChild(root);
    // The app removes it once the page has rendered; if the app never gets that far, its own message shows.
    setTimeout(function () {
      if (root.parentNode) root.parentNode.removeChild(root);
    }, LIMIT_MS);
  } catch (error) {
    // Storage unavailable or unreadable: the app starts as it would without this frame.
  }
})();
