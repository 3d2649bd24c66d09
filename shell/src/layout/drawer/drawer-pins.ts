/**
 * Pinned drawer categories (spec 001 §2.2: collapsible and pinnable, the first pinned by default).
 * A pinned category is listed first and always open; the others open and close on a tap. The
 * pins are saved per device in the settings table; until the user pins anything (null), the
 * first category shown is pinned.
 */
import { type MenuCategory, menuCategoryOrder } from 'shared-contracts';

export type SavedPins = readonly MenuCategory[] | null;

export function effectivePins(saved: SavedPins, shown: readonly MenuCategory[]): MenuCategory[] {
  if (saved === null) return shown.slice(0, 1);
  return shown.filter((category) => saved.includes(category));
}

/** Pinned categories first, each part in the spec's order. */
export function orderCategories(shown: readonly MenuCategory[], pins: readonly MenuCategory[]): MenuCategory[] {
  const byOrder = (a: MenuCategory, b: MenuCategory) => menuCategoryOrder.indexOf(a) - menuCategoryOrder.indexOf(b);
  const pinned = shown.filter((category) => pins.includes(category)).sort(byOrder);
  const rest = shown.filter((category) => !pins.includes(category)).sort(byOrder);
  return [...pinned, ...rest];
}

/** Pins after a tap on a category's pin; starts from the default when nothing was saved yet. */
export function togglePin(saved: SavedPins, shown: readonly MenuCategory[], category: MenuCategory): MenuCategory[] {
  const current = saved === null ? effectivePins(null, shown) : [...saved];
  return current.includes(category) ? current.filter((item) => item !== category) : [...current, category];
}

export function isSavedPins(value: unknown): value is MenuCategory[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string' && (menuCategoryOrder as readonly string[]).includes(item));
}
