/*
 * The first screen of a reload of a signed-in tab, painted before the app's code has downloaded
 * (issue 15: on a mid-range phone that takes seconds, during which the tab showed only the word
 * "FacilityOps"). It draws what the tab last showed in the main layout, as the app captured it when
 * the tab was left (shell/src/app/first-screen.ts): the layout's frame in its colours, the page's
 * heading where it stood, grey shapes where its cards and list items stood. It holds no control:
 * it is hidden from assistive technology and inert, and the app removes it once its page has
 * rendered. Nothing is painted without a confirmed session, for another page, or on sign-in.
 * A plain script (no build step, no imports), so it runs the moment it arrives.
 */
(function () {
  'use strict';
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

  function place(element, at) {
    element.style.left = Number(at.x) + 'px';
    element.style.top = Number(at.y) + 'px';
    element.style.width = Number(at.width) + 'px';
    element.style.height = Number(at.height) + 'px';
    return element;
  }

  function isColour(value) {
    return typeof value === 'string' && /^(#[0-9a-f]{3,8}|rgba?\([0-9., %]+\))$/i.test(value);
  }

  try {
    if (location.pathname.indexOf('/auth/') === 0 || !sessionStorage.getItem('token')) return;
    var confirmed = read('facilityops:confirmed-session');
    var shot = read('facilityops:first-screen');
    var user = confirmed && confirmed.user;
    if (!user || !shot || shot.user !== user._id || shot.path !== location.pathname || !shot.chrome) return;
    var chrome = shot.chrome;
    var names = ['layout', 'header', 'headerBorder', 'sider', 'siderBorder', 'bar', 'barBorder', 'skeleton'];
    var root = box('fo-first');
    for (var i = 0; i < names.length; i += 1) {
      if (!isColour(chrome[names[i]])) return;
      root.style.setProperty('--fo-first-' + names[i], chrome[names[i]]);
    }
    // A native wrapper may hide the header and the bottom bar, and some pages hide the bar; so does the frame.
    if (chrome.noHeader === true) root.className += ' fo-first-no-header';
    if (chrome.noBar === true) root.className += ' fo-first-no-bar';
    root.id = 'first-screen';
    root.setAttribute('aria-hidden', 'true');
    root.setAttribute('aria-busy', 'true');
    root.setAttribute('inert', '');
    root.appendChild(box('fo-first-sider'));
    var main = box('fo-first-main');
    main.appendChild(box('fo-first-header'));
    root.appendChild(main);

    // The page's heading and shapes where they stood, when the window is as wide as it was then.
    if (shot.width === window.innerWidth) {
      var heading = shot.heading;
      if (heading && typeof heading.text === 'string' && heading.style && isColour(heading.style.color)) {
        var title = place(document.createElement('div'), heading);
        title.className = 'fo-first-heading';
        title.textContent = heading.text;
        title.style.height = '';
        title.style.color = heading.style.color;
        title.style.fontSize = heading.style.fontSize;
        title.style.lineHeight = heading.style.lineHeight;
        title.style.fontWeight = heading.style.fontWeight;
        title.style.fontFamily = heading.style.fontFamily;
        root.appendChild(title);
      }
      var blocks = Array.isArray(shot.blocks) ? shot.blocks.slice(0, 24) : [];
      for (var b = 0; b < blocks.length; b += 1) root.appendChild(place(box('fo-first-block'), blocks[b]));
    }
    // Last, so that the page's shapes pass under it as the page did.
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
