/**
 * The language in use: read at start, changed only here (lint forbids other writers). A change
 * loads the texts first (no screen shows a mix), sets `<html lang>` for screen readers and
 * hyphenation, and is kept in local storage for the next start.
 */
import { type Language, changeLanguage, isLanguage } from 'shared-contracts';

const STORAGE_KEY = 'language';

/** What the user chose last time, if anything. */
export function savedLanguage(): Language | undefined {
  try {
    const saved = localStorage.getItem(STORAGE_KEY);
    return isLanguage(saved) ? saved : undefined;
  } catch {
    return undefined;
  }
}

/** `<html lang>` as BCP 47: 'en-US' or 'hi'. */
export function applyDocumentLanguage(language: Language): void {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

export async function setLanguage(language: Language): Promise<void> {
  await changeLanguage(language);
  applyDocumentLanguage(language);
  try {
    localStorage.setItem(STORAGE_KEY, language);
  } catch (error) {
    console.warn('language choice not kept', error);
  }
}
