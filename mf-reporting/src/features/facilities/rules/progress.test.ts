import { progressPercent, progressTone } from './progress';

describe('progress', () => {
  it('caps the percent at 100', () => {
    expect(progressPercent(3, 12)).toBe(25);
    expect(progressPercent(15, 12)).toBe(100);
    expect(progressPercent(0, 0)).toBe(0);
  });

  it('is warning from 50 to 90 and positive from 90', () => {
    expect([0, 49, 50, 89, 90, 100].map(progressTone)).toEqual(['normal', 'normal', 'warning', 'warning', 'positive', 'positive']);
  });
});
