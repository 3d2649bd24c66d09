/**
 * mf-reporting's texts, registered by whichever of its modules loads first: `./routes`, or an
 * exposed module (capture kit, report details) that another app may load before the routes.
 * Hindi downloads only when it is in use.
 */
import { registerLocales } from 'shared-contracts';
import en from './en-US.json';

registerLocales('mf-reporting', { 'en-US': en, hi: () => import('./hi.json') });
