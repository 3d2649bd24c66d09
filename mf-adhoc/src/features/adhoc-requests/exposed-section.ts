/** `mf_adhoc/adhoc-section` (AdhocSectionModule in ui-kit), for mf-reporting's facility list. */
import '../../locales/register';

export { AdhocRequestsSection } from './components/adhoc-requests-section';
