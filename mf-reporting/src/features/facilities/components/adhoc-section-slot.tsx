/**
 * Where mf-adhoc's 'Ad-Hoc Requests' section sits on the facility list (spec 000 Screen 1). It is
 * mf-adhoc's, loaded at run time; while it loads, or when mf-adhoc is down, the list goes on
 * without it.
 */
import { useExposed } from 'ui-kit';

export function AdhocSectionSlot() {
  const section = useExposed('adhocSection');
  if (!section.module) return null;
  const { AdhocRequestsSection } = section.module;
  return <AdhocRequestsSection />;
}
