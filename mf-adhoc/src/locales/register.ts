/**
 * mf-adhoc's texts, registered by whichever of its modules loads first: `./routes`, or an exposed
 * module (the chooser, the facility list's section) that another app may load before the routes.
 * Hindi downloads only when it is in use.
 */
import { registerLocales } from 'shared-contracts';
import en from './en-US.json';

registerLocales('mf-adhoc', { 'en-US': en, hi: () => import('./hi.json') });
