import PlusOutlined from '@ant-design/icons/es/icons/PlusOutlined';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Checkbox from 'antd/es/checkbox';
import DatePicker from 'antd/es/date-picker';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import TimePicker from 'antd/es/time-picker';
import Typography from 'antd/es/typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, DATE_FORMAT, TIME_FORMAT, type SaveShiftAnswer, type ShiftCandidates, saveShift } from 'shared-contracts';
import { type ShiftFormValues, emptyMapping, spanOf, toSaveBody } from '../form-values';
import { MappingFields } from './mapping-fields';

interface ShiftFormProps {
  candidates: ShiftCandidates;
  initialValues: ShiftFormValues;
  /** The occurrence being edited; none creates a shift. */
  shiftId?: string;
  onSaved: (answer: SaveShiftAnswer) => void;
}

const WEEKDAYS = [1, 2, 3, 4, 5, 6, 0];
const stack = { display: 'grid', gap: 12, marginBottom: 16 } as const;

/** Create or edit a shift: name, day, in and out times (Asia/Kolkata), weekdays, mappings and temporary mappings. */
export function ShiftForm({ candidates, initialValues, shiftId, onSaved }: ShiftFormProps) {
  const { t } = useTranslation('mf-shifts');
  const [form] = Form.useForm<ShiftFormValues>();
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const inTime = Form.useWatch('inTime', form);
  const outTime = Form.useWatch('outTime', form);
  const span = spanOf(inTime, outTime);

  const submit = async (values: ShiftFormValues) => {
    setSaving(true);
    setError(null);
    try {
      onSaved(await saveShift(toSaveBody(values), shiftId));
    } catch (failure) {
      // The server's words (a conflict names the reporter and the other shift); anything else is logged too.
      if (!(failure instanceof ApiError)) console.error('mf-shifts: saving a shift failed', failure);
      setError(failure instanceof ApiError ? failure.message : t('shifts.notify.unknown'));
    } finally {
      setSaving(false);
    }
  };

  const mappingList = (list: 'mappings' | 'temporaryMappings', titleKey: string, addKey: string) => (
    <Form.List name={list}>
      {(fields, { add, remove }) => (
        <div style={stack}>
          {fields.map((field, i) => (
            <MappingFields
              key={field.key}
              list={list}
              name={field.name}
              title={t(titleKey, { n: i + 1 })}
              candidates={candidates}
              span={span}
              onRemove={() => remove(field.name)}
            />
          ))}
          <Button icon={<PlusOutlined />} onClick={() => add(emptyMapping())} block>
            {t(addKey)}
          </Button>
        </div>
      )}
    </Form.List>
  );

  return (
    <Form form={form} layout="vertical" initialValues={initialValues} onFinish={(values) => void submit(values)} aria-label={t('schedule.form.label')}>
      <Form.Item name="shiftName" label={t('schedule.form.name')} rules={[{ required: true, whitespace: true, message: t('schedule.form.nameRule') }]}>
        <Input maxLength={200} />
      </Form.Item>
      <Form.Item name="date" label={t('schedule.form.date')} rules={[{ required: true, message: t('schedule.form.dateRule') }]}>
        <DatePicker format={DATE_FORMAT} style={{ width: '100%' }} allowClear={false} inputReadOnly />
      </Form.Item>
      <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
        <Form.Item
          name="inTime"
          label={t('schedule.form.inTime')}
          style={{ flex: '1 1 140px' }}
          rules={[{ required: true, message: t('schedule.form.timeRule') }]}
        >
          <TimePicker format={TIME_FORMAT} minuteStep={5} style={{ width: '100%' }} allowClear={false} inputReadOnly needConfirm={false} />
        </Form.Item>
        <Form.Item
          name="outTime"
          label={t('schedule.form.outTime')}
          style={{ flex: '1 1 140px' }}
          rules={[{ required: true, message: t('schedule.form.timeRule') }]}
        >
          <TimePicker format={TIME_FORMAT} minuteStep={5} style={{ width: '100%' }} allowClear={false} inputReadOnly needConfirm={false} />
        </Form.Item>
      </div>
      <Typography.Paragraph type="secondary">{t('schedule.form.timeZone')}</Typography.Paragraph>
      <Form.Item name="weekdays" label={t('schedule.form.weekdays')} extra={t('schedule.form.weekdaysHelp')}>
        <Checkbox.Group options={WEEKDAYS.map((day) => ({ value: day, label: t(`schedule.weekday.${day}`) }))} />
      </Form.Item>
      <Typography.Title level={5}>{t('shiftDetail.mappings')}</Typography.Title>
      {mappingList('mappings', 'shiftDetail.mappingTitle', 'schedule.form.addMapping')}
      <Typography.Title level={5}>{t('shiftDetail.temporaryMappings')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('schedule.form.temporaryHelp')}</Typography.Paragraph>
      {mappingList('temporaryMappings', 'shiftDetail.temporaryTitle', 'schedule.form.addTemporary')}
      {error && <Alert type="error" showIcon role="alert" title={t('schedule.form.refused')} description={error} style={{ marginBottom: 16 }} />}
      <Button type="primary" htmlType="submit" loading={saving} block size="large">
        {t('schedule.form.save')}
      </Button>
    </Form>
  );
}
