import Tabs from 'antd/es/tabs';
import Typography from 'antd/es/typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { RolesMatrix } from '../features/roles';
import { InvitationsPanel, InviteDialog, StaffScreen, useCanWriteStaff, useStaffOptions } from '../features/staff';

const TABS = ['people', 'invitations', 'roles'] as const;
type Tab = (typeof TABS)[number];

/**
 * /staff (user-read; changes with organization-write): people, the invitations (admins), and the
 * custom roles' permission matrix. The route table has no page for roles, so they are a tab here
 * (?tab=roles), like the other two, so a tab can be linked and survives reload.
 */
export default function StaffPage() {
  const { t } = useTranslation('mf-org-admin');
  const options = useStaffOptions();
  const canWrite = useCanWriteStaff();
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab') as Tab | null;
  const tab: Tab = asked && TABS.includes(asked) && (asked !== 'invitations' || canWrite) ? asked : 'people';
  const [inviting, setInviting] = useState(false);
  const [version, setVersion] = useState(0);
  const items = [
    {
      key: 'people',
      label: t('staff.tabs.people'),
      children: <StaffScreen options={options} canWrite={canWrite} version={version} onInvite={() => setInviting(true)} />,
    },
    ...(canWrite ? [{ key: 'invitations', label: t('staff.tabs.invitations'), children: <InvitationsPanel version={version} /> }] : []),
    { key: 'roles', label: t('staff.tabs.roles'), children: <RolesMatrix canWrite={canWrite} /> },
  ];
  return (
    <>
      <Typography.Title level={3} style={{ margin: 0 }}>
        {t('staff.title')}
      </Typography.Title>
      <Tabs activeKey={tab} items={items} onChange={(key) => setParams(key === 'people' ? {} : { tab: key }, { replace: true })} />
      {inviting ? <InviteDialog roles={options.roles} onClose={() => setInviting(false)} onInvited={() => setVersion((value) => value + 1)} /> : null}
    </>
  );
}
