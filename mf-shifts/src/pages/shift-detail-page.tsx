import ArrowLeftOutlined from '@ant-design/icons/es/icons/ArrowLeftOutlined';
import Empty from 'antd/es/empty';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { AsyncContent, useRouteParam } from 'ui-kit';
import { ScheduleActions } from '../features/shift-schedule/components/schedule-actions';
import { useCanWriteShifts } from '../features/shift-schedule/hooks/use-can-write-shifts';
import { ShiftCard } from '../features/shifts/components/shift-card';
import { CheckInList } from '../features/shift-detail/components/check-in-list';
import { MappingCard } from '../features/shift-detail/components/mapping-card';
import { useShiftDetail } from '../features/shift-detail/hooks/use-shift-detail';
import { namesOf } from '../features/shift-detail/names';

const section = { marginTop: 24 } as const;
const grid = { display: 'grid', gap: 12 } as const;

/** /shifts/:id: the shift's mappings, temporary mappings and check-ins, with the expected checks per mapping; Edit and Retire for shift-write holders. */
export default function ShiftDetailPage() {
  const { t } = useTranslation('mf-shifts');
  const id = useRouteParam('id') ?? '';
  const shift = useShiftDetail(id);
  const canWrite = useCanWriteShifts();
  return (
    <>
      <Link to="/shifts">
        <ArrowLeftOutlined /> {t('shiftDetail.back')}
      </Link>
      <AsyncContent state={shift} errorTitle={t('shiftDetail.error')} emptyText="" isEmpty={() => false}>
        {(data) => {
          const names = namesOf(data.directory);
          const name = data.shiftName ?? data.shift ?? t('shifts.card.unnamed');
          return (
            <>
              <Typography.Title level={3} style={{ marginTop: 12 }}>
                {name}
              </Typography.Title>
              <ShiftCard shift={data} />
              {canWrite && <ScheduleActions shift={data} onSaved={shift.retry} />}
              <Typography.Title level={4} style={section}>
                {t('shiftDetail.mappings')}
              </Typography.Title>
              <div style={grid}>
                {data.mappings.length ? (
                  data.mappings.map((mapping, i) => (
                    <MappingCard key={mapping._id ?? i} shift={data} mapping={mapping} names={names} title={t('shiftDetail.mappingTitle', { n: i + 1 })} />
                  ))
                ) : (
                  <Empty description={t('shiftDetail.noMappings')} />
                )}
              </div>
              <Typography.Title level={4} style={section}>
                {t('shiftDetail.temporaryMappings')}
              </Typography.Title>
              <div style={grid}>
                {data.temporaryMappings.length ? (
                  data.temporaryMappings.map((mapping, i) => (
                    <MappingCard key={mapping._id ?? i} shift={data} mapping={mapping} names={names} title={t('shiftDetail.temporaryTitle', { n: i + 1 })} />
                  ))
                ) : (
                  <Typography.Text type="secondary">{t('shiftDetail.noTemporaryMappings')}</Typography.Text>
                )}
              </div>
              <Typography.Title level={4} style={section}>
                {t('shiftDetail.checkIns')}
              </Typography.Title>
              <CheckInList checkIns={data.checkIns} names={names} />
            </>
          );
        }}
      </AsyncContent>
    </>
  );
}
