import Descriptions from 'antd/es/descriptions';
import { useTranslation } from 'react-i18next';
import type { ReportDraft } from '../rules/report-draft';

/** Facility, date and time of the report: read-only (spec 000 Screen 2). */
export function ReportHeader({ draft }: { draft: ReportDraft }) {
  const { t } = useTranslation('mf-reporting');
  return (
    <Descriptions
      size="small"
      column={{ xs: 1, sm: 3 }}
      bordered
      items={[
        { key: 'facility', label: t('checklist.facility'), children: draft.facilityName },
        { key: 'date', label: t('checklist.date'), children: draft.report.date },
        { key: 'time', label: t('checklist.time'), children: draft.report.time },
      ]}
    />
  );
}
