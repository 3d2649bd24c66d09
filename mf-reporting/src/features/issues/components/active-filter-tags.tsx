import Flex from 'antd/es/flex';
import Tag from 'antd/es/tag';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { FilterChoices } from '../hooks/use-filter-choices';
import type { FilterValues } from './issue-filters';

/** The filters in force as tags, each closable (the URL drops it); the dates as YYYY/MM/DD. */
export function ActiveFilterTags({
  values,
  choices,
  onRemove,
}: {
  values: FilterValues;
  choices: FilterChoices;
  onRemove: (names: (keyof FilterValues)[]) => void;
}) {
  const { t } = useTranslation('mf-reporting');
  const labelIn = (list: FilterChoices['facilities'], id: string) => list?.find((c) => c.value === id)?.label ?? id;
  const day = (iso?: string) => (iso ? dayjs(iso).format('YYYY/MM/DD') : '…');
  const tags: { names: (keyof FilterValues)[]; text: string }[] = [];
  if (values.status) tags.push({ names: ['status'], text: `${t('issues.filters.status')}: ${t(`issues.status.${values.status}`)}` });
  if (values.urgency) tags.push({ names: ['urgency'], text: `${t('issues.filters.urgency')}: ${t(`issues.urgency.${values.urgency}`)}` });
  if (values.facility) tags.push({ names: ['facility'], text: `${t('issues.filters.facility')}: ${labelIn(choices.facilities, values.facility)}` });
  if (values.team) tags.push({ names: ['team'], text: `${t('issues.filters.team')}: ${labelIn(choices.teams, values.team)}` });
  if (values.from || values.to) tags.push({ names: ['from', 'to'], text: `${t('issues.filters.dates')}: ${day(values.from)} – ${day(values.to)}` });
  if (tags.length === 0) return null;
  return (
    <Flex gap={4} wrap role="group" aria-label={t('issues.filters.title')}>
      {tags.map((tag) => (
        <Tag key={tag.text} closable={{ 'aria-label': t('issues.filters.remove', { name: tag.text }) }} onClose={() => onRemove(tag.names)}>
          {tag.text}
        </Tag>
      ))}
    </Flex>
  );
}
