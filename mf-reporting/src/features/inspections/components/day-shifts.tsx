import Alert from 'antd/es/alert';
import Card from 'antd/es/card';
import Flex from 'antd/es/flex';
import Pagination from 'antd/es/pagination';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { type DailyShift, type DailyShiftsAnswer, formatDateTime, formatTime } from 'shared-contracts';
import { AsyncContent } from 'ui-kit';
import { useDayShifts } from '../hooks/use-day-shifts';

/** Expected, actual and missed (highlighted) of one shift, in a line that wraps on a phone. */
function ShiftCounts({ shift }: { shift: Pick<DailyShift, 'expectedCount' | 'actualCount' | 'missedCount'> }) {
  const { t } = useTranslation('mf-reporting');
  return (
    <Flex wrap gap="small" align="center">
      <Typography.Text>
        {t('daily.expected')}: {shift.expectedCount}
      </Typography.Text>
      <Typography.Text>
        {t('daily.actual')}: {shift.actualCount}
      </Typography.Text>
      {shift.missedCount > 0 ? (
        <Tag color="error">
          {t('daily.missed')}: {shift.missedCount}
        </Tag>
      ) : (
        <Typography.Text type="secondary">{t('daily.missed')}: 0</Typography.Text>
      )}
    </Flex>
  );
}

function DayShiftsContent({ answer, onPage }: { answer: DailyShiftsAnswer; onPage: (page: number) => void }) {
  const { t } = useTranslation('mf-reporting');
  const shiftName = new Map(answer.shifts.map((shift) => [shift._id, shift.shiftName ?? shift._id]));
  return (
    <Flex vertical gap="small">
      {answer.shifts.length === 0 && <Typography.Text type="secondary">{t('dayShifts.noShifts')}</Typography.Text>}
      <ul aria-label={t('dayShifts.shifts')} style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 8 }}>
        {answer.shifts.map((shift) => (
          <li key={shift._id}>
            <Card size="small" title={shift.shiftName ?? shift._id}>
              <Flex vertical gap={4}>
                <Typography.Text type="secondary">{`${formatTime(shift.expectedInTime)} – ${formatTime(shift.expectedOutTime)}`}</Typography.Text>
                <ShiftCounts shift={shift} />
                <Typography.Text type="secondary">
                  {t('dayShifts.reporters')}: {shift.reporters.map((person) => person.name).join(', ') || t('dayShifts.noReporter')}
                </Typography.Text>
              </Flex>
            </Card>
          </li>
        ))}
      </ul>
      {answer.outsideShifts > 0 && <Typography.Text>{t('dayShifts.outside', { count: answer.outsideShifts })}</Typography.Text>}
      <Typography.Text strong>{t('dayShifts.reports', { count: answer.totalReports })}</Typography.Text>
      {answer.totalReports === 0 ? (
        <Typography.Text type="secondary">{t('dayShifts.noReports')}</Typography.Text>
      ) : (
        <ul aria-label={t('dayShifts.reportList')} style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 4 }}>
          {answer.reports.map((report) => {
            const reporter = report.reporterName ?? t('dayShifts.unknownReporter');
            return (
              <li key={report._id}>
                <Flex wrap gap="small" align="center">
                  <Link to={`/inspection/${report._id}`} aria-label={t('dayShifts.open', { time: formatTime(report.createdAt), reporter })}>
                    {formatTime(report.createdAt)} · {reporter}
                  </Link>
                  <Typography.Text type="secondary">{report.shift ? shiftName.get(report.shift) : t('dayShifts.outsideShift')}</Typography.Text>
                  <Tag>{t(`inspections.types.${report.reportingType}`, { defaultValue: report.reportingType })}</Tag>
                  {report.issuesCount > 0 && <Tag color="error">{t('inspections.issues', { count: report.issuesCount })}</Tag>}
                </Flex>
              </li>
            );
          })}
        </ul>
      )}
      {answer.totalReports > answer.limit && (
        <Pagination simple size="small" align="start" current={answer.page} pageSize={answer.limit} total={answer.totalReports} onChange={onPage} />
      )}
    </Flex>
  );
}

/** A facility's day opened in the daily report: its shifts (expected versus actual, reporters) and its reports, loaded now. */
export function DayShifts({ facility, facilityName, date, dateLabel }: { facility: string; facilityName: string; date: string; dateLabel: string }) {
  const { t } = useTranslation('mf-reporting');
  const { state, setPage } = useDayShifts(facility, date);
  return (
    // Inside two tables that scroll sideways on a phone: kept to the screen's width and in view.
    <section
      aria-label={t('dayShifts.title', { facility: facilityName, date: dateLabel })}
      style={{ position: 'sticky', left: 0, maxWidth: 'calc(100vw - 72px)' }}
    >
      <AsyncContent state={state} errorTitle={t('dayShifts.error')} emptyText={t('dayShifts.noShifts')} isEmpty={() => false}>
        {(answer) => (
          <Flex vertical gap="small">
            {answer.fromCache && <Alert type="info" showIcon title={t('inspections.cached', { time: formatDateTime(answer.fetchedAt) })} />}
            <DayShiftsContent answer={answer.data} onPage={setPage} />
          </Flex>
        )}
      </AsyncContent>
    </section>
  );
}
