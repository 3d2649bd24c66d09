/** mf-shifts' texts, registered before its pages load. Hindi downloads only when it is in use. */
import { registerLocales } from 'shared-contracts';
import en from './en-US.json';

registerLocales('mf-shifts', { 'en-US': en, hi: () => import('./hi.json') });
