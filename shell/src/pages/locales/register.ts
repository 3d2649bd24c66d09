/**
 * The texts of the shell's own pages (Menu, About, Help, Search): a namespace of their own, downloaded
 * with the first of those pages in the language in use, so the sign-in page and home do not carry them.
 */
import { localesReady, registerLocales } from 'shared-contracts';

let registered = false;

export async function loadPageTexts(): Promise<void> {
  if (!registered) {
    registered = true;
    registerLocales('shell-pages', { 'en-US': () => import('./en-US.json'), hi: () => import('./hi.json') });
  }
  await localesReady();
}
