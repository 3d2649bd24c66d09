import { heatStep, monthRange } from './heat';

describe('heatStep', () => {
  it.each([
    [0, 0, 'none'],
    [10, 0, 0],
    [10, 3, 1],
    [10, 5, 2],
    [10, 8, 3],
    [10, 10, 4],
    [10, 12, 4],
  ] as const)('%i expected, %i done', (expected, actual, step) => expect(heatStep(expected, actual)).toBe(step));
});

describe('monthRange', () => {
  it('spans the whole month, leap years included', () => {
    expect(monthRange('2024-02-10')).toEqual({ from: '2024-02-01', to: '2024-02-29' });
    expect(monthRange('2023-12-31')).toEqual({ from: '2023-12-01', to: '2023-12-31' });
  });
});
