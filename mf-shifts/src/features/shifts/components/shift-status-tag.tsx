import Tag from 'antd/es/tag';
import { useTranslation } from 'react-i18next';
import { type ShiftStatus } from 'shared-contracts';

const colors = { finished: 'default', started: 'success', missed: 'error', late: 'warning', upcoming: 'processing' } as const satisfies Record<
  ShiftStatus,
  string
>;

export function ShiftStatusTag({ status }: { status: ShiftStatus }) {
  const { t } = useTranslation('mf-shifts');
  return <Tag color={colors[status]}>{t(`shifts.status.${status}`)}</Tag>;
}
