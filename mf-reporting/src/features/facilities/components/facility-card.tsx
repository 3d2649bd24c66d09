import Button from 'antd/es/button';
import Collapse from 'antd/es/collapse';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { type Facility, miniTimelineIndexes } from 'shared-contracts';
import { PlainCard, secondaryText } from 'ui-kit';
import { findNextInspection } from '../rules/next-inspection';
import { FacilityTimeline } from './facility-timeline';
import { NextInspectionTag } from './next-inspection-tag';

interface FacilityCardProps {
  facility: Facility;
  now: number;
  /** Where the report in progress for this facility resumes, if there is one. */
  resumePath: string | undefined;
  onSync: () => void;
}

const placeAndType = { ...secondaryText, margin: '0 0 8px' };

/** One facility of the shift: where, what, next inspection, the mini timeline and 'All Inspections'. */
export const FacilityCard = memo(function FacilityCard({ facility, now, resumePath, onSync }: FacilityCardProps) {
  const { t } = useTranslation('mf-reporting');
  const navigate = useNavigate();
  const next = findNextInspection(facility.timeline, now);
  const mini = miniTimelineIndexes(facility.timeline.length, next?.index);
  return (
    <PlainCard role="article" aria-label={facility.name} title={facility.name} extra={<NextInspectionTag next={next} />}>
      <p style={placeAndType}>
        {t('facilities.card.location', { name: facility.location?.name ?? t('facilities.card.unknown') })}
        {' · '}
        {t('facilities.card.type', { name: facility.facilityType?.name ?? t('facilities.card.unknown') })}
      </p>
      {facility.timeline.length === 0 ? (
        <span style={secondaryText}>{t('facilities.timeline.empty')}</span>
      ) : (
        <>
          <FacilityTimeline timeline={facility.timeline} indexes={mini} nextIndex={next?.index} label={t('facilities.timeline.mini')} onSync={onSync} />
          {facility.timeline.length > mini.length && (
            <Collapse
              ghost
              size="small"
              items={[
                {
                  key: 'all',
                  label: t('facilities.timeline.all', { count: facility.timeline.length }),
                  children: <FacilityTimeline timeline={facility.timeline} nextIndex={next?.index} label={t('facilities.timeline.label')} onSync={onSync} />,
                },
              ]}
            />
          )}
        </>
      )}
      {resumePath && (
        <Button style={{ marginTop: 8 }} onClick={() => navigate(resumePath)}>
          {t('facilities.card.continueDraft')}
        </Button>
      )}
    </PlainCard>
  );
});
