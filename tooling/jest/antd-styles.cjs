// antd writes its styles into <style> elements at run time (CSS-in-JS), thousands of rules. On every
// getComputedStyle jsdom matches each rule against the element, and Testing Library calls it for each
// candidate of a *ByRole query, user-event for each pointer action: most of a component test's time
// (the org-admin staff page's tests: 57 s, 10 s with this). jsdom lays nothing out, so of those rules
// only what decides whether something is shown and can be clicked means anything to a test: display,
// visibility, opacity and pointer-events. Every sheet antd writes keeps those declarations, in their
// rules and media blocks as written, and drops the rest.
const path = require('node:path');

const KEPT = new Set(['display', 'visibility', 'opacity', 'pointer-events']);

/** Removes from a sheet or a grouping rule every declaration but KEPT's, and the rules left empty. */
function keepVisibility(group) {
  for (let i = group.cssRules.length - 1; i >= 0; i -= 1) {
    const rule = group.cssRules[i];
    if (rule.style && rule.selectorText !== undefined) {
      for (let j = rule.style.length - 1; j >= 0; j -= 1) if (!KEPT.has(rule.style[j])) rule.style.removeProperty(rule.style[j]);
      if (rule.style.length === 0) group.deleteRule(i);
    } else if (rule.cssRules && typeof rule.deleteRule === 'function') {
      keepVisibility(rule);
      if (rule.cssRules.length === 0) group.deleteRule(i);
    } else {
      // @keyframes, @font-face and the like: jsdom's getComputedStyle reads none of them.
      group.deleteRule(i);
    }
  }
}

const trimmed =
  (write) =>
  (...args) => {
    const node = write(...args);
    if (node && node.sheet) keepVisibility(node.sheet);
    return node;
  };

// The modules that write antd's styles (its style registry's, and the icons' own copy of it); a
// package without antd has nothing to trim.
const writers = [
  ['antd/package.json', '@rc-component/util/lib/Dom/dynamicCSS'],
  ['antd/package.json', '@ant-design/icons/lib/cssUtils'],
].flatMap(([owner, request]) => {
  try {
    const from = path.dirname(require.resolve(owner, { paths: [process.cwd()] }));
    return [require.resolve(request, { paths: [from] })];
  } catch {
    return [];
  }
});
for (const writer of writers) {
  jest.mock(writer, () => {
    const actual = jest.requireActual(writer);
    const wrapped = { ...actual };
    for (const name of ['injectCSS', 'updateCSS']) if (typeof actual[name] === 'function') wrapped[name] = trimmed(actual[name]);
    return wrapped;
  });
}
