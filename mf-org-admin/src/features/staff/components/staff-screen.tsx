import TableOutlined from '@ant-design/icons/es/icons/TableOutlined';
import UserAddOutlined from '@ant-design/icons/es/icons/UserAddOutlined';
import Button from 'antd/es/button';
import Empty from 'antd/es/empty';
import Flex from 'antd/es/flex';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { getStaffPage } from 'shared-contracts';
import { AsyncContent, useAsync, useScreens } from 'ui-kit';
import { useStaffFilters } from '../hooks/use-staff-filters';
import { type StaffOptions } from '../hooks/use-staff-options';
import { StaffCards } from './staff-cards';
import { StaffFiltersBar } from './staff-filters';
import { StaffTable } from './staff-table';

export const STAFF_PAGE_SIZE = 20;

/** /staff's people: search and filters in the URL, cards on a phone, a table on a desktop. */
export function StaffScreen({ options, canWrite, version, onInvite }: { options: StaffOptions; canWrite: boolean; version: number; onInvite: () => void }) {
  const { t } = useTranslation('mf-org-admin');
  const phone = !useScreens().md;
  const filters = useStaffFilters(STAFF_PAGE_SIZE);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- version only forces a new read
  const load = useCallback(() => getStaffPage(filters.query), [filters.query, version]);
  const state = useAsync(load);
  return (
    <>
      <Flex justify="end" gap={8} wrap style={{ marginBottom: 8 }}>
        {canWrite ? (
          <Button type="primary" icon={<UserAddOutlined />} onClick={onInvite}>
            {t('staff.actions.invite')}
          </Button>
        ) : null}
        {!phone ? (
          <Link to="/staff2">
            <Button icon={<TableOutlined />}>{t('staff.actions.bulk')}</Button>
          </Link>
        ) : null}
      </Flex>
      <StaffFiltersBar filters={filters} options={options} />
      <AsyncContent state={state} errorTitle={t('staff.loadFailed')} emptyText="" isEmpty={() => false}>
        {(data) =>
          data.total === 0 ? (
            <Empty description={filters.filtered ? t('staff.empty.filtered') : t('staff.empty.none')}>
              {filters.filtered ? (
                <Button onClick={filters.clear}>{t('staff.filters.clear')}</Button>
              ) : canWrite ? (
                <Button type="primary" onClick={onInvite}>
                  {t('staff.actions.invite')}
                </Button>
              ) : null}
            </Empty>
          ) : phone ? (
            <StaffCards data={data} onPage={filters.setPage} />
          ) : (
            <StaffTable data={data} onPage={filters.setPage} />
          )
        }
      </AsyncContent>
    </>
  );
}
