import PlusOutlined from '@ant-design/icons/es/icons/PlusOutlined';
import Button from 'antd/es/button';
import Typography from 'antd/es/typography';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { getShifts } from 'shared-contracts';
import { AsyncContent, useAsync } from 'ui-kit';
import { ScheduleDrawer } from './schedule-drawer';
import { ScheduleList } from './schedule-list';

/** For shift-write holders on /shifts: every shift of the organisation and the New shift action. */
export function SchedulesSection() {
  const { t } = useTranslation('mf-shifts');
  const navigate = useNavigate();
  const [creating, setCreating] = useState(false);
  const shifts = useAsync(useCallback(() => getShifts(), []));
  return (
    <section aria-labelledby="schedules-title" style={{ marginTop: 24 }}>
      <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 12, flexWrap: 'wrap' }}>
        <Typography.Title level={4} id="schedules-title" style={{ margin: 0 }}>
          {t('schedule.list.title')}
        </Typography.Title>
        <Button type="primary" icon={<PlusOutlined />} size="large" onClick={() => setCreating(true)}>
          {t('schedule.list.new')}
        </Button>
      </div>
      <AsyncContent state={shifts} errorTitle={t('schedule.list.error')} emptyText={t('schedule.list.empty')} isEmpty={(list) => list.length === 0}>
        {(list) => <ScheduleList shifts={list} />}
      </AsyncContent>
      {creating && <ScheduleDrawer open onClose={() => setCreating(false)} onSaved={(answer) => void navigate(`/shifts/${answer._id}`)} />}
    </section>
  );
}
