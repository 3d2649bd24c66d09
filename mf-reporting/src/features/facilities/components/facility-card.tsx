import Card from 'antd/es/card';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';
import { type Facility } from 'shared-contracts';
import { findNextInspection } from '../rules/next-inspection';
import { FacilityTimeline } from './facility-timeline';
import { NextInspectionTag } from './next-inspection-tag';

/** One facility of the shift: where it is, what it is, its next inspection and its timeline. */
export function FacilityCard({ facility, now }: { facility: Facility; now: number }) {
  const { t } = useTranslation('mf-reporting');
  const next = findNextInspection(facility.timeline, now);
  return (
    <Card size="small" role="article" aria-label={facility.name} title={facility.name} extra={<NextInspectionTag next={next} />}>
      <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
        {t('facilities.card.location', { name: facility.location?.name ?? t('facilities.card.unknown') })}
        {' · '}
        {t('facilities.card.type', { name: facility.facilityType?.name ?? t('facilities.card.unknown') })}
      </Typography.Paragraph>
      {facility.timeline.length > 0 ? (
        <FacilityTimeline timeline={facility.timeline} nextIndex={next?.index} />
      ) : (
        <Typography.Text type="secondary">{t('facilities.timeline.empty')}</Typography.Text>
      )}
    </Card>
  );
}
