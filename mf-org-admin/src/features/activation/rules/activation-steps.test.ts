import { nextStep, progressOf } from './activation-steps';

describe('activation steps', () => {
  it.each([
    [null, 'activate', 0],
    [{ activated: false }, 'activate', 0],
    [{ activated: true }, 'facilities', 0.25],
    [{ activated: true, facilitiesGenerated: true }, 'templates', 0.5],
    [{ activated: true, facilitiesGenerated: true, templatesGenerated: true }, 'configure', 0.75],
    [{ activated: true, facilitiesGenerated: true, templatesGenerated: true, configured: true }, null, 1],
  ] as const)('%j: next %s, progress %d', (setup, next, progress) => {
    expect(nextStep(setup)).toBe(next);
    expect(progressOf(setup)).toBe(progress);
  });
});
