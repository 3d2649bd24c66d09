import Button from 'antd/es/button';
import DatePicker from 'antd/es/date-picker';
import Drawer from 'antd/es/drawer';
import Form from 'antd/es/form';
import Select from 'antd/es/select';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { ISSUE_STATUSES } from 'shared-contracts';

export interface FilterValues {
  status?: string;
  urgency?: string;
  sort?: string;
  from?: string;
  to?: string;
}

/** Filters in a drawer (a phone has no room for a filter bar); the date range defaults to the last 30 days. */
export function IssueFilters({
  open,
  values,
  onClose,
  onApply,
}: {
  open: boolean;
  values: FilterValues;
  onClose: () => void;
  onApply: (values: FilterValues) => void;
}) {
  const { t } = useTranslation('mf-reporting');
  const [form] = Form.useForm();
  const from = values.from ? dayjs(values.from) : dayjs().subtract(30, 'day');
  const to = values.to ? dayjs(values.to) : dayjs();
  return (
    <Drawer open={open} onClose={onClose} title={t('issues.filters.title')} placement="bottom" height="auto">
      <Form
        form={form}
        layout="vertical"
        initialValues={{ status: values.status, urgency: values.urgency, sort: values.sort ?? 'due', range: [from, to] }}
        onFinish={(v: { status?: string; urgency?: string; sort?: string; range?: [dayjs.Dayjs, dayjs.Dayjs] }) => {
          onApply({
            status: v.status,
            urgency: v.urgency,
            sort: v.sort,
            from: v.range?.[0]?.startOf('day').toISOString(),
            to: v.range?.[1]?.endOf('day').toISOString(),
          });
        }}
      >
        <Form.Item name="status" label={t('issues.filters.status')}>
          <Select allowClear options={ISSUE_STATUSES.map((s) => ({ value: s, label: t(`issues.status.${s}`) }))} />
        </Form.Item>
        <Form.Item name="urgency" label={t('issues.filters.urgency')}>
          <Select allowClear options={(['high', 'moderate', 'low'] as const).map((u) => ({ value: u, label: t(`issues.urgency.${u}`) }))} />
        </Form.Item>
        <Form.Item name="range" label={t('issues.filters.dates')}>
          <DatePicker.RangePicker format="YYYY/MM/DD" allowClear={false} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="sort" label={t('issues.filters.sort')}>
          <Select
            options={[
              { value: 'due', label: t('issues.filters.sortDue') },
              { value: 'newest', label: t('issues.filters.sortNewest') },
            ]}
          />
        </Form.Item>
        <Button type="primary" htmlType="submit" block>
          {t('issues.filters.apply')}
        </Button>
      </Form>
    </Drawer>
  );
}
