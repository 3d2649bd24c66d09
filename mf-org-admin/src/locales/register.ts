/**
 * mf-org-admin's texts, registered by whichever of its modules loads first: a page, or the org
 * switcher the shell's header loads. Hindi downloads only when it is in use.
 */
import { registerLocales } from 'shared-contracts';
import en from './en-US.json';

registerLocales('mf-org-admin', { 'en-US': en, hi: () => import('./hi.json') });
