import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Input from 'antd/es/input';
import Select from 'antd/es/select';
import { useTranslation } from 'react-i18next';
import { type StaffFilters } from '../hooks/use-staff-filters';
import { type StaffOptions } from '../hooks/use-staff-options';
import { useRoleOptions } from '../../../shared/use-role-label';

/** Search plus filters by role, group, team and status; every change goes back to page 1. */
export function StaffFiltersBar({ filters, options }: { filters: StaffFilters; options: StaffOptions }) {
  const { t } = useTranslation('mf-org-admin');
  const roles = useRoleOptions(options.roles);
  const select = { allowClear: true, style: { minWidth: 150, flex: '1 1 150px' }, popupMatchSelectWidth: false } as const;
  return (
    <Flex wrap gap={8} style={{ marginBottom: 12 }}>
      <Input.Search
        key={filters.values.q ?? ''}
        aria-label={t('staff.filters.search')}
        placeholder={t('staff.filters.search')}
        defaultValue={filters.values.q}
        allowClear
        onSearch={(value) => filters.setFilter('q', value.trim() || undefined)}
        style={{ flex: '2 1 220px' }}
      />
      <Select
        {...select}
        aria-label={t('staff.filters.role')}
        placeholder={t('staff.filters.role')}
        value={filters.values.role}
        options={roles}
        onChange={(value?: string) => filters.setFilter('role', value)}
      />
      <Select
        {...select}
        aria-label={t('staff.filters.group')}
        placeholder={t('staff.filters.group')}
        value={filters.values.group}
        options={roles}
        onChange={(value?: string) => filters.setFilter('group', value)}
      />
      <Select
        {...select}
        aria-label={t('staff.filters.team')}
        placeholder={t('staff.filters.team')}
        value={filters.values.team}
        options={options.teams.map((team) => ({ value: team._id, label: team.name }))}
        onChange={(value?: string) => filters.setFilter('team', value)}
      />
      <Select
        {...select}
        aria-label={t('staff.filters.status')}
        placeholder={t('staff.filters.status')}
        value={filters.values.status}
        options={(['active', 'deactivated'] as const).map((status) => ({ value: status, label: t(`staff.status.${status}`) }))}
        onChange={(value?: string) => filters.setFilter('status', value)}
      />
      {filters.filtered ? <Button onClick={filters.clear}>{t('staff.filters.clear')}</Button> : null}
    </Flex>
  );
}
