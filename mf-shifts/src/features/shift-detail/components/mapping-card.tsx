import Card from 'antd/es/card';
import Descriptions from 'antd/es/descriptions';
import Tag from 'antd/es/tag';
import { useTranslation } from 'react-i18next';
import { type Shift, type ShiftMapping, checksPerShift } from 'shared-contracts';
import { type Names } from '../names';

interface MappingCardProps {
  shift: Shift;
  mapping: ShiftMapping;
  names: Names;
  title: string;
}

/** Who reports which facilities, how often, and the checks that makes: floor(duration hours / interval) per facility. */
export function MappingCard({ shift, mapping, names, title }: MappingCardProps) {
  const { t } = useTranslation('mf-shifts');
  const none = t('shiftDetail.mapping.none');
  const checks = checksPerShift(shift, mapping.interval);
  const place = (id: string) => (names.isAsset(id) ? t('assets.named', { name: names.facility(id) }) : names.facility(id));
  const items = [
    { key: 'reporter', label: t('shiftDetail.mapping.reporter'), children: names.user(mapping.reporter) ?? none },
    { key: 'supervisor', label: t('shiftDetail.mapping.supervisor'), children: names.user(mapping.supervisor) ?? none },
    { key: 'janitor', label: t('shiftDetail.mapping.janitor'), children: names.user(mapping.janitor) ?? none },
    { key: 'interval', label: t('shiftDetail.mapping.interval'), children: t('shiftDetail.mapping.intervalValue', { count: mapping.interval }) },
    { key: 'checks', label: t('shiftDetail.mapping.checksPerFacility'), children: checks },
    { key: 'expected', label: t('shiftDetail.mapping.expectedChecks'), children: checks * mapping.facilities.length },
    {
      key: 'facilities',
      label: t('shiftDetail.mapping.facilities', { count: mapping.facilities.length }),
      span: 'filled' as const,
      // Wraps: a mapping can list dozens of facilities, and a phone is 360 px wide.
      children: mapping.facilities.length ? (
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: 4, minWidth: 0 }}>
          {mapping.facilities.map((id) => (
            <Tag key={id} style={{ marginInlineEnd: 0 }}>
              {place(id)}
            </Tag>
          ))}
        </div>
      ) : (
        none
      ),
    },
    {
      key: 'preferred',
      label: t('shiftDetail.mapping.preferredChecklists'),
      span: 'filled' as const,
      children: mapping.preferredChecklists.length
        ? mapping.preferredChecklists.map((p) => (
            <div key={`${p.facility}-${p.checklist}`}>
              {t('shiftDetail.mapping.preferredEntry', { facility: place(p.facility), checklist: names.checklist(p.checklist) })}
            </div>
          ))
        : none,
    },
  ];
  return (
    <Card size="small" role="article" aria-label={title} title={title}>
      <Descriptions size="small" column={{ xs: 1, sm: 2, md: 3 }} items={items} />
    </Card>
  );
}
