import Card from 'antd/es/card';
import Flex from 'antd/es/flex';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';
import { type AdHocRequest } from 'shared-contracts';
import { AdhocRequestStatusIcon } from './adhoc-request-status-icon';

/**
 * One request: status, where and what the facility is, the description and the probable issues.
 * With `onOpen`, tapping it (or Enter) opens its details.
 */
export function AdhocRequestCard({ request, onOpen }: { request: AdHocRequest; onOpen?: () => void }) {
  const { t } = useTranslation('mf-adhoc');
  const { facility } = request;
  return (
    <Card
      size="small"
      role="article"
      aria-label={facility.name}
      hoverable={Boolean(onOpen)}
      tabIndex={onOpen ? 0 : undefined}
      onClick={onOpen}
      onKeyDown={(event) => {
        if (onOpen && event.key === 'Enter') onOpen();
      }}
      style={onOpen ? { cursor: 'pointer' } : undefined}
      title={
        <Flex gap="small" align="center">
          <AdhocRequestStatusIcon status={request.status} />
          {facility.name}
        </Flex>
      }
    >
      <Typography.Paragraph type="secondary" style={{ marginBottom: 4 }}>
        {facility.location?.name ?? t('requests.card.unknown')}
        {' · '}
        {facility.facilityType?.name ?? t('requests.card.unknown')}
      </Typography.Paragraph>
      {request.description && <Typography.Paragraph style={{ marginBottom: 4 }}>{request.description}</Typography.Paragraph>}
      {request.probableIssues.length > 0 && (
        <ul aria-label={t('requests.card.probableIssues')} style={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: 4 }}>
          {request.probableIssues.map((issue) => (
            <li key={issue}>
              <Tag color="orange">{issue}</Tag>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
