import { useCallback, useEffect, useState } from 'react';
import { type MenuCategory, readSetting, writeSetting } from 'shared-contracts';
import { type SavedPins, isSavedPins, togglePin } from './drawer-pins';

/** The saved pins (null until the user pins anything) and a toggle that saves them. */
export function useDrawerPins(shown: readonly MenuCategory[]): { saved: SavedPins; toggle: (category: MenuCategory) => void } {
  const [saved, setSaved] = useState<SavedPins>(null);
  useEffect(() => {
    let live = true;
    readSetting<unknown>('drawerPins', null)
      .then((value) => live && setSaved(isSavedPins(value) ? value : null))
      .catch((error: unknown) => console.warn('drawer pins unreadable; default pins used', error));
    return () => {
      live = false;
    };
  }, []);
  const toggle = useCallback(
    (category: MenuCategory) => {
      setSaved((current) => {
        const next = togglePin(current, shown, category);
        void writeSetting('drawerPins', next).catch((error: unknown) => console.warn('drawer pins not saved', error));
        return next;
      });
    },
    [shown],
  );
  return { saved, toggle };
}
