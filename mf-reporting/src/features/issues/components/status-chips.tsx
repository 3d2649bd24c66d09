import Tag from 'antd/es/tag';
import Flex from 'antd/es/flex';
import { useTranslation } from 'react-i18next';
import { ISSUE_STATUSES, type IssueCounts } from 'shared-contracts';

/** Counts per status as chips; tapping one filters by it (again: all). */
export function StatusChips({ counts, selected, onSelect }: { counts: IssueCounts; selected?: string; onSelect: (status?: string) => void }) {
  const { t } = useTranslation('mf-reporting');
  return (
    <Flex gap={4} wrap role="group" aria-label={t('issues.filters.status')}>
      {ISSUE_STATUSES.map((status) => (
        <Tag.CheckableTag key={status} checked={selected === status} onChange={(on) => onSelect(on ? status : undefined)}>
          {t(`issues.status.${status}`)} {counts[status] ?? 0}
        </Tag.CheckableTag>
      ))}
    </Flex>
  );
}
