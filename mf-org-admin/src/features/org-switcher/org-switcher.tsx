/**
 * The organisation switcher in the shell's header (exposed as `./org-switcher`): a button with the
 * current organisation that opens a search box and one card per switchable organisation (logo,
 * name, city). The shell shows it only with switching-read and more than one organisation.
 */
import SwapOutlined from '@ant-design/icons/es/icons/SwapOutlined';
import Button from 'antd/es/button';
import Popover from 'antd/es/popover';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type OrgSwitcherProps, getProfile, session } from 'shared-contracts';
import { useAsync } from 'ui-kit';
import { OrgSwitcherPanel } from './org-switcher-panel';

export function OrgSwitcher({ onSwitched }: OrgSwitcherProps) {
  const { t } = useTranslation('mf-org-admin');
  const [open, setOpen] = useState(false);
  const load = useCallback(async () => (open ? (await getProfile()).switchableOrgs : []), [open]);
  const organizations = useAsync(load);
  const currentId = session.snapshot.user?.organization ?? null;
  const current = organizations.data?.find((organization) => organization._id === currentId);

  return (
    <Popover
      trigger="click"
      open={open}
      onOpenChange={setOpen}
      placement="bottomRight"
      title={t('switcher.title')}
      content={<OrgSwitcherPanel organizations={organizations} currentId={currentId} onSwitched={onSwitched} />}
    >
      <Button type="text" icon={<SwapOutlined />} aria-label={t('switcher.open')} title={current?.name ?? t('switcher.open')} />
    </Popover>
  );
}
