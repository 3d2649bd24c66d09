import { effectivePins, isSavedPins, orderCategories, togglePin } from './drawer-pins';

const shown = ['quickAccess', 'inspections', 'reports', 'others'] as const;

describe('drawer pins', () => {
  it('pins the first category shown until the user pins anything', () => {
    expect(effectivePins(null, shown)).toEqual(['quickAccess']);
    expect(effectivePins(null, [])).toEqual([]);
  });

  it('keeps saved pins that are shown, and none when the user unpinned everything', () => {
    expect(effectivePins(['reports', 'orgSetup'], shown)).toEqual(['reports']);
    expect(effectivePins([], shown)).toEqual([]);
  });

  it('lists pinned categories first, each part in the spec order', () => {
    expect(orderCategories(shown, ['others', 'inspections'])).toEqual(['inspections', 'others', 'quickAccess', 'reports']);
    expect(orderCategories(shown, [])).toEqual(shown);
  });

  it('toggles a pin starting from the default', () => {
    expect(togglePin(null, shown, 'reports')).toEqual(['quickAccess', 'reports']);
    expect(togglePin(null, shown, 'quickAccess')).toEqual([]);
    expect(togglePin(['reports'], shown, 'reports')).toEqual([]);
  });

  it('accepts only known categories from storage', () => {
    expect(isSavedPins(['reports'])).toBe(true);
    expect(isSavedPins(['nope'])).toBe(false);
    expect(isSavedPins('reports')).toBe(false);
  });
});
