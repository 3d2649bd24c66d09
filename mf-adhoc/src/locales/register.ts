/**
 * mf-adhoc's texts, registered by whichever of its modules loads first: `./routes`, or an exposed
 * module (the chooser, the facility list's section) that another app may load before the routes.
 */
import { registerLocales } from 'shared-contracts';
import en from './en-US.json';
import hi from './hi.json';

registerLocales('mf-adhoc', { 'en-US': en, hi });
