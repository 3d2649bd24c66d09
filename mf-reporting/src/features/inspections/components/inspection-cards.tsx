import Card from 'antd/es/card';
import Flex from 'antd/es/flex';
import Pagination from 'antd/es/pagination';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { InspectionListAnswer } from 'shared-contracts';
import type { ListFilters } from '../rules/list-params';

interface Props {
  answer: InspectionListAnswer;
  onPage: (change: Partial<ListFilters>) => void;
}

/** The list on a phone: one card per report, the whole card a link to the viewer. */
export function InspectionCards({ answer, onPage }: Props) {
  const { t } = useTranslation('mf-reporting');
  return (
    <Flex vertical gap="small">
      <ul aria-label={t('inspections.title')} style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 8 }}>
        {answer.docs.map((row) => (
          <li key={row._id}>
            {/* Named by what the card shows (facility, place, reporter, date and time, result), as a reader sees it. */}
            <Link to={`/inspection/${row._id}`}>
              <Card size="small" hoverable>
                <Flex justify="space-between" align="start" gap="small">
                  <Flex vertical>
                    <Typography.Text strong>{row.facilityName}</Typography.Text>
                    <Typography.Text type="secondary">{[row.locationName, row.reporterName].filter(Boolean).join(' · ')}</Typography.Text>
                    <Typography.Text type="secondary">
                      {row.date} {row.time}
                    </Typography.Text>
                  </Flex>
                  <Flex vertical align="end" gap={4}>
                    <Tag>{t(`inspections.types.${row.reportingType}`, { defaultValue: row.reportingType })}</Tag>
                    {row.issuesCount > 0 ? (
                      <Tag color="error">{t('inspections.issues', { count: row.issuesCount })}</Tag>
                    ) : (
                      <Tag color="success">{t('inspections.allGood')}</Tag>
                    )}
                  </Flex>
                </Flex>
              </Card>
            </Link>
          </li>
        ))}
      </ul>
      <Pagination
        simple
        align="center"
        current={answer.page}
        pageSize={answer.limit}
        total={answer.totalDocs}
        onChange={(page, limit) => onPage({ page, limit })}
      />
    </Flex>
  );
}
