import Alert from 'antd/es/alert';
import Flex from 'antd/es/flex';
import Progress from 'antd/es/progress';
import Typography from 'antd/es/typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { reportProgress } from 'shared-contracts';
import { CHROME_FAB_VAR, stickyBottomBar, useActiveShift, useSession } from 'ui-kit';
import { useShiftCount } from '../hooks/use-shift-count';

export const PROGRESS_PERMISSION = 'guyWhoReports-read';
const strokeOf = { normal: undefined, warning: '#faad14', positive: '#52c41a' } as const;
const bar = {
  ...stickyBottomBar,
  zIndex: 2,
  marginTop: 16,
  paddingBlock: 8,
  paddingInlineStart: 12,
  // Its Scan button stays clear of the shell's quick-scan button on a phone. No `padding` shorthand:
  // React writes the keys in the order they first appear (here, from stickyBottomBar), so a later
  // shorthand would set this side back to 12 px and the scan button would cover the Scan button.
  paddingInlineEnd: `max(12px, var(${CHROME_FAB_VAR}, 0px))`,
  background: 'var(--ant-color-bg-container, #fff)',
  boxShadow: '0 -1px 4px rgba(0,0,0,0.08)',
  borderRadius: 8,
} as const;

function Counts({ shiftId }: { shiftId: string }) {
  const { t } = useTranslation('mf-reporting');
  const count = useShiftCount(shiftId);
  if (!count.data) return null;
  const { actualReports, expectedReports } = count.data;
  const { percent, tone } = reportProgress(actualReports, expectedReports);
  return (
    <div style={{ flex: 1, minWidth: 0 }}>
      <Typography.Text strong>{t('shiftProgress.count', { actual: actualReports, expected: expectedReports })}</Typography.Text>
      <Progress
        percent={percent}
        strokeColor={strokeOf[tone]}
        status="normal"
        size="small"
        aria-label={t('shiftProgress.count', { actual: actualReports, expected: expectedReports })}
      />
    </div>
  );
}

/** The active shift for a user who may see the progress (guyWhoReports-read), else null. */
function useProgressShift() {
  const { permissions } = useSession();
  const shift = useActiveShift();
  return permissions.includes(PROGRESS_PERMISSION) && shift?.shiftId ? { ...shift, shiftId: shift.shiftId } : null;
}

/**
 * Screen 1's sticky bar for users with guyWhoReports-read: 'actual / expected' reports of the
 * started active shift, a percent and a bar, and the Scan button. It follows the shift mf-shifts
 * publishes, so starting or ending the shift in another page or tab shows here without a reload.
 */
export function ShiftProgressBar({ scan }: { scan?: ReactNode }) {
  const { t } = useTranslation('mf-reporting');
  const { permissions } = useSession();
  const shift = useProgressShift();
  // The Scan button belongs to the bar: both need guyWhoReports-read (spec 000 Screen 1).
  if (!permissions.includes(PROGRESS_PERMISSION)) return null;
  const counts = shift?.status === 'started' ? <Counts key={shift.shiftId} shiftId={shift.shiftId} /> : null;
  if (!counts && !scan) return null;
  return (
    <Flex role="group" aria-label={t('shiftProgress.label')} align="center" gap="middle" style={bar}>
      {counts ?? <div style={{ flex: 1 }} />}
      {scan}
    </Flex>
  );
}

/** Above the list while the active shift is late or upcoming: nothing counts until it is started. */
export function ShiftNotStartedNotice() {
  const { t } = useTranslation('mf-reporting');
  const shift = useProgressShift();
  if (!shift || shift.status === 'started') return null;
  return (
    <Alert
      type="info"
      showIcon
      style={{ marginBottom: 12 }}
      title={t('shiftProgress.notStarted')}
      action={<Link to="/shifts">{t('shiftProgress.goToShifts')}</Link>}
    />
  );
}
