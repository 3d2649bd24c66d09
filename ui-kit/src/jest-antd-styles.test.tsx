import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Button from 'antd/es/button';
import Tabs from 'antd/es/tabs';

/** Whether jsdom's computed styles leave the element and all its ancestors displayed. */
const displayed = (element: Element | null): boolean => element === null || (getComputedStyle(element).display !== 'none' && displayed(element.parentElement));

// The jsdom setup keeps of antd's styles only what decides whether something shows or can be
// clicked (tooling/jest/antd-styles.cjs). A component test must still not find what antd hides by
// a class: these would pass against a page without any of antd's styles, and fail with them gone.
describe('antd styles in component tests', () => {
  it('keeps the rules that hide: a tab left is not there for a role query', async () => {
    const user = userEvent.setup();
    render(
      <Tabs
        items={[
          { key: 'one', label: 'One', children: <Button>In one</Button> },
          { key: 'two', label: 'Two', children: <Button>In two</Button> },
        ]}
      />,
    );
    await user.click(screen.getByRole('tab', { name: 'Two' }));
    expect(displayed(screen.getByRole('button', { name: 'In two' }))).toBe(true);
    await user.click(screen.getByRole('tab', { name: 'One' }));
    // Still in the document, hidden by antd's .ant-tabs-tabpane-hidden { display: none }.
    expect(screen.queryByRole('button', { name: 'In two' })).toBeNull();
    expect(displayed(screen.getByText('In two'))).toBe(false);
  });

  it('drops what a test cannot use: no colours, sizes or keyframes are left in antd sheets', () => {
    render(<Button type="primary">Styled</Button>);
    const declarations = [...document.querySelectorAll('style')]
      .flatMap((style) => [...(style.sheet?.cssRules ?? [])])
      .flatMap((rule) => {
        const { style } = rule as CSSStyleRule;
        return style ? Array.from({ length: style.length }, (_, i) => String(style[i])) : [];
      });
    expect(declarations.length).toBeGreaterThan(0);
    expect(new Set(declarations)).toEqual(new Set(declarations.filter((name) => ['display', 'visibility', 'opacity', 'pointer-events'].includes(name))));
  });
});
