/** Exposed as `mf_org_admin/org-switcher` (see OrgSwitcherModule in ui-kit). */
import { registerLocales } from 'shared-contracts';
import en from '../../locales/en-US.json';

// The shell may load this module before the remote's routes module: bring the strings along.
registerLocales('mf-org-admin', { 'en-US': en, hi: () => import('../../locales/hi.json') });

export { OrgSwitcher } from './org-switcher';
