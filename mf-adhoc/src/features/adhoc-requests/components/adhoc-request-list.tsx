import { useTranslation } from 'react-i18next';
import { type AdHocRequest } from 'shared-contracts';
import { AdhocRequestCard } from './adhoc-request-card';

export function AdhocRequestList({ requests, onOpen }: { requests: readonly AdHocRequest[]; onOpen?: (request: AdHocRequest) => void }) {
  const { t } = useTranslation('mf-adhoc');
  return (
    <ul
      aria-label={t('requests.title')}
      style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 12, gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 300px), 1fr))' }}
    >
      {requests.map((request) => (
        <li key={request._id}>
          <AdhocRequestCard request={request} onOpen={onOpen ? () => onOpen(request) : undefined} />
        </li>
      ))}
    </ul>
  );
}
