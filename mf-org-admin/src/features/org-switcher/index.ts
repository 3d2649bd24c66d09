/** Exposed as `mf_org_admin/org-switcher` (see OrgSwitcherModule in ui-kit). */
// The shell may load this module before any page of the remote: bring the strings along.
import '../../locales/register';

export { OrgSwitcher } from './org-switcher';
