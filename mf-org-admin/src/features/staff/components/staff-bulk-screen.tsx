import DownloadOutlined from '@ant-design/icons/es/icons/DownloadOutlined';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Select from 'antd/es/select';
import Typography from 'antd/es/typography';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type StaffBulkAnswer, type StaffBulkBody, getStaffPage, isApiError, staffBulkAction } from 'shared-contracts';
import { AsyncContent, saveFile, useAppApis, useAsync } from 'ui-kit';
import { useStaffFilters } from '../hooks/use-staff-filters';
import { type StaffOptions } from '../hooks/use-staff-options';
import { staffCsv } from '../rules/staff-csv';
import { StaffFiltersBar } from './staff-filters';
import { StaffTable } from './staff-table';
import { useRoleLabel, useRoleOptions } from '../../../shared/use-role-label';

const EXPORT_PAGE = 500;

/** /staff2: the desktop table with row selection, bulk deactivate and role change, and CSV export (of the selection, else of the filtered list). */
export function StaffBulkScreen({ options, canWrite }: { options: StaffOptions; canWrite: boolean }) {
  const { t } = useTranslation('mf-org-admin');
  const roleLabel = useRoleLabel();
  const roleOptions = useRoleOptions(options.roles);
  const { message, modal } = useAppApis();
  const filters = useStaffFilters(50);
  const [version, setVersion] = useState(0);
  const [selected, setSelected] = useState<string[]>([]);
  const [role, setRole] = useState<string | undefined>();
  const [result, setResult] = useState<StaffBulkAnswer | null>(null);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- version only forces a new read
  const load = useCallback(() => getStaffPage(filters.query), [filters.query, version]);
  const state = useAsync(load);

  const run = (body: StaffBulkBody, title: string) =>
    modal.confirm({
      title,
      okText: t('staff.bulk.apply'),
      okButtonProps: { danger: body.action === 'deactivate' },
      onOk: async () => {
        try {
          const answer = await staffBulkAction(body);
          setResult(answer);
          message.success(t('staff.bulk.done', { count: answer.updated }));
          setSelected([]);
          setVersion((value) => value + 1);
        } catch (error) {
          console.error(error);
          message.error(isApiError(error) ? error.message : t('staff.messages.actionFailed'));
        }
      },
    });

  const exportCsv = async () => {
    try {
      const rows = [];
      for (let page = 1; ; page += 1) {
        const answer = await getStaffPage({ ...filters.query, page, pageSize: EXPORT_PAGE });
        rows.push(...answer.items);
        if (page * EXPORT_PAGE >= answer.total) break;
      }
      const chosen = selected.length > 0 ? rows.filter((row) => selected.includes(row._id)) : rows;
      saveFile(new Blob([staffCsv(chosen)], { type: 'text/csv;charset=utf-8' }), 'staff.csv');
    } catch (error) {
      console.error(error);
      message.error(isApiError(error) ? error.message : t('staff.messages.downloadFailed'));
    }
  };

  const count = selected.length;
  return (
    <>
      <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 12 }}>
        <Typography.Title level={3} style={{ margin: 0 }}>
          {t('staff.bulk.title')}
        </Typography.Title>
        <Button icon={<DownloadOutlined />} onClick={() => void exportCsv()}>
          {count > 0 ? t('staff.bulk.exportSelected', { count }) : t('staff.bulk.export')}
        </Button>
      </Flex>
      <StaffFiltersBar filters={filters} options={options} />
      {canWrite ? (
        <Flex gap={8} wrap align="center" style={{ marginBottom: 12 }} role="toolbar" aria-label={t('staff.bulk.toolbar')}>
          <Typography.Text>{t('staff.bulk.selected', { count })}</Typography.Text>
          <Button danger disabled={count === 0} onClick={() => run({ ids: selected, action: 'deactivate' }, t('staff.bulk.deactivateTitle', { count }))}>
            {t('staff.actions.deactivate')}
          </Button>
          <Select
            aria-label={t('staff.bulk.role')}
            placeholder={t('staff.bulk.role')}
            style={{ minWidth: 180 }}
            value={role}
            onChange={setRole}
            options={roleOptions}
          />
          <Button
            disabled={count === 0 || !role}
            onClick={() => role && run({ ids: selected, action: 'role', role }, t('staff.bulk.roleTitle', { count, role: roleLabel(role) }))}
          >
            {t('staff.bulk.changeRole')}
          </Button>
        </Flex>
      ) : null}
      {result && result.failed.length > 0 ? (
        <Alert
          type="warning"
          showIcon
          closable
          onClose={() => setResult(null)}
          style={{ marginBottom: 12 }}
          title={t('staff.bulk.someFailed', { count: result.failed.length })}
          description={
            <ul style={{ margin: 0, paddingInlineStart: 18 }}>
              {result.failed.map((failure) => (
                <li key={failure._id}>
                  {state.data?.items.find((row) => row._id === failure._id)?.name ?? failure._id}: {failure.message}
                </li>
              ))}
            </ul>
          }
        />
      ) : null}
      <AsyncContent state={state} errorTitle={t('staff.loadFailed')} emptyText={t('staff.empty.filtered')} isEmpty={(data) => data.total === 0}>
        {(data) => <StaffTable data={data} onPage={filters.setPage} selected={canWrite ? selected : undefined} onSelect={canWrite ? setSelected : undefined} />}
      </AsyncContent>
    </>
  );
}
