import { act, render, screen } from '@testing-library/react';
import { useRevealInSteps } from './use-reveal-in-steps';

const commits: number[] = [];

function List({ total }: { total: number }) {
  const shown = useRevealInSteps(total, 3, 2);
  commits.push(shown);
  return (
    <ul>
      {Array.from({ length: shown }, (_, index) => (
        <li key={index}>item {index}</li>
      ))}
    </ul>
  );
}

describe('useRevealInSteps', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    commits.length = 0;
  });
  afterEach(() => jest.useRealTimers());

  it('renders the first items at once, then a step more per task until all are in', () => {
    const { rerender } = render(<List total={8} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    for (const expected of [5, 7, 8]) {
      act(() => jest.advanceTimersByTime(0));
      expect(screen.getAllByRole('listitem')).toHaveLength(expected);
    }
    act(() => jest.runAllTimers());
    expect(screen.getAllByRole('listitem')).toHaveLength(8);
    expect([...new Set(commits)]).toEqual([3, 5, 7, 8]);
    // Refreshed with more items after the reveal: all of them at once.
    rerender(<List total={12} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(12);
  });

  it('a list shorter than the first step is whole at once and schedules nothing', () => {
    const { rerender } = render(<List total={2} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(jest.getTimerCount()).toBe(0);
    rerender(<List total={9} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(9);
  });

  it('an empty list (still loading) is revealed in steps when its items arrive', () => {
    const { rerender } = render(<List total={0} />);
    expect(screen.queryAllByRole('listitem')).toHaveLength(0);
    rerender(<List total={6} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    act(() => jest.advanceTimersByTime(0));
    expect(screen.getAllByRole('listitem')).toHaveLength(5);
  });
});
