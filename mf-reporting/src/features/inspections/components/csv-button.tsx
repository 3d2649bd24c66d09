import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import Button from 'antd/es/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getInspectionsCsv, notify } from 'shared-contracts';
import { type ListFilters, queryOfFilters } from '../rules/list-params';
import { saveFile } from 'ui-kit';

/** Downloads every report of the current filters (not only this page) as CSV. */
export function CsvButton({ filters, disabled }: { filters: ListFilters; disabled?: boolean }) {
  const { t } = useTranslation('mf-reporting');
  const [busy, setBusy] = useState(false);
  const download = () => {
    setBusy(true);
    getInspectionsCsv(queryOfFilters(filters))
      .then((text) => saveFile(new Blob([text], { type: 'text/csv;charset=utf-8' }), `inspections-${filters.from}-${filters.to}.csv`))
      .catch((error: unknown) => {
        console.error(error);
        notify('negative', t('inspections.csvFailed'));
      })
      .finally(() => setBusy(false));
  };
  return (
    <Button icon={<DownloadOutlined />} onClick={download} loading={busy} disabled={disabled}>
      {t('inspections.csv')}
    </Button>
  );
}
