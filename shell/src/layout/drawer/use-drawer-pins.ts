import { useCallback, useState } from 'react';
import { type MenuCategory } from 'shared-contracts';
import { readPref, writePref } from '../../app/local-prefs';
import { type SavedPins, isSavedPins, togglePin } from './drawer-pins';

const isPins = (value: unknown): value is SavedPins => value === null || isSavedPins(value);

/** The saved pins (null until the user pins anything) and a toggle that saves them. */
export function useDrawerPins(shown: readonly MenuCategory[]): { saved: SavedPins; toggle: (category: MenuCategory) => void } {
  const [saved, setSaved] = useState<SavedPins>(() => readPref<SavedPins>('drawerPins', null, isPins));
  const toggle = useCallback(
    (category: MenuCategory) => {
      setSaved((current) => {
        const next = togglePin(current, shown, category);
        void writePref('drawerPins', next).catch((error: unknown) => console.warn('drawer pins not saved', error));
        return next;
      });
    },
    [shown],
  );
  return { saved, toggle };
}
