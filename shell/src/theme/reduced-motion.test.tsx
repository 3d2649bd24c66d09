import { act, render, screen } from '@testing-library/react';
import { REDUCED_MOTION_QUERY, useReducedMotion } from './reduced-motion';

/** A media query list whose answer the test sets, as the phone's accessibility setting would. */
function fakeQueryList(matches: boolean) {
  const listeners = new Set<() => void>();
  const list = {
    matches,
    media: REDUCED_MOTION_QUERY,
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
  };
  const set = (next: boolean) => {
    list.matches = next;
    for (const listener of listeners) listener();
  };
  return { list, set, listeners };
}

function Shown() {
  return <p>{useReducedMotion() ? 'reduced' : 'full'}</p>;
}

describe('useReducedMotion', () => {
  it("follows the system's reduce-motion setting live and lets go of the query when unmounted", () => {
    const fake = fakeQueryList(false);
    const matchMedia = jest.fn(() => fake.list);
    Object.defineProperty(window, 'matchMedia', { configurable: true, value: matchMedia });

    const { unmount } = render(<Shown />);
    expect(screen.getByText('full')).toBeTruthy();
    expect(matchMedia).toHaveBeenCalledWith('(prefers-reduced-motion: reduce)');

    act(() => fake.set(true));
    expect(screen.getByText('reduced')).toBeTruthy();
    act(() => fake.set(false));
    expect(screen.getByText('full')).toBeTruthy();

    unmount();
    expect(fake.listeners.size).toBe(0);
  });
});
