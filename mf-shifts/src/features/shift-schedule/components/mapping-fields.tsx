import DeleteOutlined from '@ant-design/icons/es/icons/DeleteOutlined';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Form from 'antd/es/form';
import InputNumber from 'antd/es/input-number';
import Select from 'antd/es/select';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';
import { type ShiftCandidates, type UserRef } from 'shared-contracts';
import { type MappingValues, expectedChecks, type spanOf } from '../form-values';

interface MappingFieldsProps {
  list: 'mappings' | 'temporaryMappings';
  name: number;
  title: string;
  candidates: ShiftCandidates;
  span: ReturnType<typeof spanOf>;
  onRemove: () => void;
}

const options = (people: readonly UserRef[]) => people.map((p) => ({ value: p._id, label: p.name ?? `${p.firstName ?? ''} ${p.lastName ?? ''}`.trim() }));
const searchable = { showSearch: true, allowClear: true, optionFilterProp: 'label' } as const;

/** One mapping being edited: people from the group-matched candidates, interval, facilities, and the checks it expects, live. */
export function MappingFields({ list, name, title, candidates, span, onRemove }: MappingFieldsProps) {
  const { t } = useTranslation('mf-shifts');
  const mapping = Form.useWatch<MappingValues | undefined>([list, name]);
  const checks = expectedChecks(span, mapping);
  const perFacility = mapping?.facilities?.length ? checks / mapping.facilities.length : expectedChecks(span, { ...mapping, facilities: ['x'] });
  return (
    <Card
      size="small"
      role="group"
      aria-label={title}
      title={title}
      extra={<Button type="text" danger icon={<DeleteOutlined />} aria-label={t('schedule.mapping.remove', { title })} onClick={onRemove} />}
    >
      <Form.Item name={[name, 'reporter']} label={t('shiftDetail.mapping.reporter')}>
        <Select {...searchable} options={options(candidates.reporters)} placeholder={t('schedule.mapping.choose')} />
      </Form.Item>
      <Form.Item name={[name, 'supervisor']} label={t('shiftDetail.mapping.supervisor')}>
        <Select {...searchable} options={options(candidates.supervisors)} placeholder={t('schedule.mapping.choose')} />
      </Form.Item>
      <Form.Item name={[name, 'janitor']} label={t('shiftDetail.mapping.janitor')}>
        <Select {...searchable} options={options(candidates.janitors)} placeholder={t('schedule.mapping.choose')} />
      </Form.Item>
      <Form.Item name={[name, 'escalateTo']} label={t('schedule.mapping.escalateTo')}>
        <Select {...searchable} options={options(candidates.escalationTargets)} placeholder={t('schedule.mapping.choose')} />
      </Form.Item>
      <Form.Item
        name={[name, 'interval']}
        label={t('schedule.mapping.interval')}
        rules={[{ required: true, type: 'number', min: 0.25, max: 24, message: t('schedule.mapping.intervalRule') }]}
      >
        <InputNumber min={0.25} max={24} step={0.5} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item
        name={[name, 'facilities']}
        label={t('schedule.mapping.facilities')}
        rules={[{ required: true, type: 'array', min: 1, message: t('schedule.mapping.facilitiesRule') }]}
      >
        <Select
          mode="multiple"
          {...searchable}
          // An asset says so in its label (searched, and read out with the choice).
          options={candidates.facilities.map((f) => ({ value: f._id, label: f.kind === 'asset' ? t('assets.named', { name: f.name }) : f.name }))}
          placeholder={t('schedule.mapping.chooseFacilities')}
        />
      </Form.Item>
      <Typography.Text strong role="status" aria-label={t('schedule.mapping.expectedLabel', { title })}>
        {t('schedule.mapping.expected', { perFacility, count: checks })}
      </Typography.Text>
    </Card>
  );
}
