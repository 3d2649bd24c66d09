import { act, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { type Screens, useScreens } from './use-screens';

/** A window `width` px wide whose media queries answer by it, and can be resized. */
function fakeWindow(initial: number) {
  let width = initial;
  const lists: { query: string; listeners: Set<() => void>; matches: boolean }[] = [];
  const answers = (query: string) => {
    const min = /min-width: ([\d.]+)px/.exec(query);
    const max = /max-width: ([\d.]+)px/.exec(query);
    return (!min || width >= Number(min[1])) && (!max || width <= Number(max[1]));
  };
  window.matchMedia = ((query: string) => {
    const list = {
      query,
      listeners: new Set<() => void>(),
      get matches() {
        return answers(query);
      },
      addEventListener: (_: string, listener: () => void) => list.listeners.add(listener),
      removeEventListener: (_: string, listener: () => void) => list.listeners.delete(listener),
    };
    lists.push(list);
    return list;
  }) as unknown as typeof window.matchMedia;
  return {
    resize(next: number) {
      const before = lists.map((list) => list.matches);
      width = next;
      lists.forEach((list, index) => {
        if (list.matches !== before[index]) list.listeners.forEach((listener) => listener());
      });
    },
  };
}

// The hook keeps its media query lists for the page's life: one window for the whole file.
const fake = fakeWindow(1280);

/** The breakpoints the window is at, by name; `onRender` hears each render's answer. */
function ScreensShown({ onRender }: { onRender?: (screens: Screens) => void }) {
  const screens = useScreens();
  onRender?.(screens);
  return (
    <output>
      {Object.entries(screens)
        .filter(([, on]) => on)
        .map(([name]) => name)
        .join(' ')}
    </output>
  );
}

describe('useScreens', () => {
  it('answers the window’s breakpoints on the first render, not an empty set first', () => {
    const renders: string[] = [];
    render(<ScreensShown onRender={(screens) => renders.push(screens.md ? 'wide' : 'phone')} />);
    expect(screen.getByRole('status').textContent).toBe('sm md lg xl');
    expect(renders).toEqual(['wide']);
  });

  it('is xs alone on a 360 px phone', () => {
    fake.resize(360);
    render(<ScreensShown />);
    expect(screen.getByRole('status').textContent).toBe('xs');
  });

  it('re-renders when a breakpoint is crossed, and keeps the same answer otherwise', () => {
    fake.resize(412);
    const seen: object[] = [];
    function Shown() {
      const screens = useScreens();
      useEffect(() => {
        seen.push(screens);
      });
      return <output>{screens.md ? 'wide' : 'phone'}</output>;
    }
    const { rerender } = render(<Shown />);
    rerender(<Shown />);
    expect(seen[0]).toBe(seen[1]);
    act(() => fake.resize(1024));
    expect(screen.getByRole('status').textContent).toBe('wide');
    act(() => fake.resize(500));
    expect(screen.getByRole('status').textContent).toBe('phone');
  });
});
