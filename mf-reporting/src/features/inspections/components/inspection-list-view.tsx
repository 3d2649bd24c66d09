import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { formatDateTime } from 'shared-contracts';
import { AsyncContent } from 'ui-kit';
import { useInspectionList } from '../hooks/use-inspection-list';
import { CsvButton } from './csv-button';
import { InspectionCards } from './inspection-cards';
import { InspectionFilters } from './inspection-filters';
import { InspectionTable } from './inspection-table';

/** /inspections (cards, for a phone) and /v2/inspections, /inspection2 (a table): the same filters and data. */
export function InspectionListView({ layout }: { layout: 'cards' | 'table' }) {
  const { t } = useTranslation('mf-reporting');
  const { filters, update, state } = useInspectionList();
  const navigate = useNavigate();
  const location = useLocation();
  const other = layout === 'cards' ? '/v2/inspections' : '/inspections';
  return (
    <Flex vertical gap="middle">
      <Flex justify="space-between" align="center" wrap gap="small">
        <Typography.Title level={3} style={{ margin: 0 }}>
          {t('inspections.title')}
        </Typography.Title>
        <Flex gap="small" wrap>
          <Button type="link" onClick={() => navigate({ pathname: other, search: location.search })}>
            {layout === 'cards' ? t('inspections.asTable') : t('inspections.asCards')}
          </Button>
          <CsvButton filters={filters} disabled={state.data?.fromCache} />
        </Flex>
      </Flex>
      <InspectionFilters filters={filters} onChange={update} />
      <AsyncContent state={state} errorTitle={t('inspections.error')} emptyText={t('inspections.empty')} isEmpty={(answer) => answer.data.totalDocs === 0}>
        {(answer) => (
          <Flex vertical gap="small">
            {answer.fromCache && <Alert type="info" showIcon title={t('inspections.cached', { time: formatDateTime(answer.fetchedAt) })} />}
            <Typography.Text type="secondary" aria-live="polite">
              {t('inspections.total', { count: answer.data.totalDocs })}
            </Typography.Text>
            {layout === 'cards' ? (
              <InspectionCards answer={answer.data} onPage={update} />
            ) : (
              <InspectionTable answer={answer.data} filters={filters} onChange={update} />
            )}
          </Flex>
        )}
      </AsyncContent>
    </Flex>
  );
}
