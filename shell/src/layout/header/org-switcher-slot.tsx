/**
 * Where the organisation switcher goes in the header. Its UI belongs to mf-org-admin and is loaded
 * at run time only for users who may switch between more than one organisation; if mf-org-admin
 * is down, the slot stays empty and the rest of the header works.
 */
import { useExposed, useSession } from 'ui-kit';
import { useSubject } from '../../app/use-subject';
import { orgState } from '../../org/org-store';
import { showOrgSwitcher } from '../chrome-rules';

export function OrgSwitcherSlot() {
  const { permissions } = useSession();
  const { switchable } = useSubject(orgState);
  const enabled = showOrgSwitcher(permissions, switchable.length);
  const exposed = useExposed('orgSwitcher', enabled);
  if (!enabled || exposed.state !== 'ready') return null;
  const { OrgSwitcher } = exposed.module;
  // The session's owner reloads after the switch (followSessionSwitches), whoever asked for it.
  return <OrgSwitcher />;
}
