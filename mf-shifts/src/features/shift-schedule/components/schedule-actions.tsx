import DeleteOutlined from '@ant-design/icons/es/icons/DeleteOutlined';
import EditOutlined from '@ant-design/icons/es/icons/EditOutlined';
import Button from 'antd/es/button';
import Popconfirm from 'antd/es/popconfirm';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ApiError, type Shift, bus, retireShift } from 'shared-contracts';
import { ScheduleDrawer } from './schedule-drawer';

/** Edit and Retire on a shift's page, for shift-write holders. `onSaved` reloads the page's shift. */
export function ScheduleActions({ shift, onSaved }: { shift: Shift; onSaved: () => void }) {
  const { t } = useTranslation('mf-shifts');
  const navigate = useNavigate();
  const [editing, setEditing] = useState(false);
  const retire = async () => {
    try {
      await retireShift(shift._id);
      bus.emit('ui/notify', { kind: 'success', message: t('schedule.retire.done') });
      void navigate('/shifts');
    } catch (failure) {
      if (!(failure instanceof ApiError)) console.error('mf-shifts: retiring a shift failed', failure);
      bus.emit('ui/notify', { kind: 'error', message: failure instanceof ApiError ? failure.message : t('shifts.notify.unknown') });
    }
  };
  return (
    <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap', margin: '12px 0' }}>
      <Button icon={<EditOutlined />} size="large" onClick={() => setEditing(true)}>
        {t('schedule.edit')}
      </Button>
      <Popconfirm
        title={t('schedule.retire.confirm')}
        description={t('schedule.retire.body')}
        okText={t('schedule.retire.ok')}
        cancelText={t('shifts.end.cancel')}
        okButtonProps={{ danger: true }}
        onConfirm={() => void retire()}
      >
        <Button danger icon={<DeleteOutlined />} size="large">
          {t('schedule.retire.action')}
        </Button>
      </Popconfirm>
      {editing && (
        <ScheduleDrawer
          open
          shift={shift}
          onClose={() => setEditing(false)}
          onSaved={() => {
            setEditing(false);
            bus.emit('ui/notify', { kind: 'success', message: t('schedule.form.saved') });
            onSaved();
          }}
        />
      )}
    </div>
  );
}
