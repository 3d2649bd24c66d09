/**
 * /organizations (switching-read): the user's organisations with search; per card the overview
 * (logo, name, owner, staff and facility totals), Open (the switch), details, Leave (revoke, after a
 * confirmation); join another; and the 'Select Organization' picker.
 */
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Input from 'antd/es/input';
import Popconfirm from 'antd/es/popconfirm';
import Typography from 'antd/es/typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { type OrganizationSummary, isApiError, mustChooseOrganization, notify, revokeOrganization } from 'shared-contracts';
import { AsyncContent, useConfirmQueued, useSessionUser } from 'ui-kit';
import { filterOrganizations } from '../../../shared/filter-organizations';
import { useSwitchOrganization } from '../../../shared/use-switch-organization';
import { useSwitchableOrganizations } from '../api/use-switchable-organizations';
import { OrganizationCard } from './organization-card';
import { OrganizationDetailsPopup } from './organization-details-popup';
import { OrganizationPicker } from './organization-picker';

export function OrganizationsView({ pickerAtStart }: { pickerAtStart: boolean }) {
  const { t } = useTranslation('mf-org-admin');
  const user = useSessionUser();
  const currentId = user?.organization ?? null;
  const organizations = useSwitchableOrganizations();
  const [query, setQuery] = useState('');
  const [pickerOpen, setPickerOpen] = useState(pickerAtStart);
  const [details, setDetails] = useState<OrganizationSummary | null>(null);
  const [leaving, setLeaving] = useState<string | null>(null);
  const { switching, error, switchTo } = useSwitchOrganization(t('switcher.failed'));
  const confirmQueued = useConfirmQueued();

  // Someone who has never chosen records a choice even when keeping the organisation they are in.
  const mustChoose = mustChooseOrganization(user);
  const open = (organization: OrganizationSummary) => {
    if (organization._id === currentId && !mustChoose) {
      setPickerOpen(false);
      return;
    }
    void confirmQueued('switch').then((go) => (go ? switchTo(organization._id) : undefined));
  };

  const leave = async (organization: OrganizationSummary) => {
    setLeaving(organization._id);
    try {
      await revokeOrganization({ organization: organization._id });
      notify('positive', t('organizations.leave.done', { name: organization.name }));
      organizations.retry();
    } catch (failure) {
      console.error('leaving the organisation failed', failure);
      notify('negative', isApiError(failure) ? failure.message : t('organizations.leave.failed'));
    } finally {
      setLeaving(null);
    }
  };

  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center' }}>
        <Input.Search
          allowClear
          style={{ flex: '1 1 220px', maxWidth: 420 }}
          placeholder={t('switcher.search')}
          aria-label={t('switcher.search')}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
        <Button onClick={() => setPickerOpen(true)}>{t('organizations.picker.title')}</Button>
        <Link to="/organization/join">
          <Button type="primary">{t('organizations.list.join')}</Button>
        </Link>
      </div>
      {error && <Alert type="error" showIcon title={t('switcher.failed')} description={error} />}
      <AsyncContent state={organizations} errorTitle={t('switcher.loadFailed')} emptyText={t('organizations.list.empty')} isEmpty={(list) => list.length === 0}>
        {(list) => {
          const shown = filterOrganizations(list, query);
          return (
            <div style={{ display: 'grid', gap: 12, gridTemplateColumns: 'repeat(auto-fill, minmax(min(300px, 100%), 1fr))' }}>
              {shown.length === 0 && <Typography.Text type="secondary">{t('switcher.noMatch')}</Typography.Text>}
              {shown.map((organization) => {
                const current = organization._id === currentId;
                return (
                  <OrganizationCard
                    key={organization._id}
                    organization={organization}
                    current={current}
                    actions={[
                      <Button
                        key="open"
                        type="link"
                        disabled={current || (switching !== null && switching !== organization._id)}
                        loading={switching === organization._id}
                        aria-label={t('organizations.list.openOrg', { name: organization.name })}
                        onClick={() => open(organization)}
                      >
                        {t('organizations.list.open')}
                      </Button>,
                      <Button
                        key="details"
                        type="link"
                        aria-label={t('organizations.list.detailsOf', { name: organization.name })}
                        onClick={() => setDetails(organization)}
                      >
                        {t('organizations.list.details')}
                      </Button>,
                      <Popconfirm
                        key="leave"
                        title={t('organizations.leave.confirm', { name: organization.name })}
                        description={t('organizations.leave.body')}
                        okText={t('organizations.leave.ok')}
                        cancelText={t('organizations.leave.cancel')}
                        okButtonProps={{ danger: true }}
                        disabled={current}
                        onConfirm={() => leave(organization)}
                      >
                        <Button
                          type="link"
                          danger
                          disabled={current}
                          loading={leaving === organization._id}
                          aria-label={t('organizations.leave.button', { name: organization.name })}
                          title={current ? t('organizations.leave.current') : undefined}
                        >
                          {t('organizations.leave.short')}
                        </Button>
                      </Popconfirm>,
                    ]}
                  />
                );
              })}
            </div>
          );
        }}
      </AsyncContent>
      <OrganizationPicker
        open={pickerOpen}
        organizations={organizations}
        currentId={currentId}
        switching={switching}
        onOpenOrg={open}
        onDetails={setDetails}
        onDone={() => (mustChoose && currentId ? void switchTo(currentId) : setPickerOpen(false))}
      />
      <OrganizationDetailsPopup organization={details} onClose={() => setDetails(null)} />
    </div>
  );
}
