import Button from 'antd/es/button';
import DatePicker from 'antd/es/date-picker';
import Drawer from 'antd/es/drawer';
import Flex from 'antd/es/flex';
import Form from 'antd/es/form';
import Select from 'antd/es/select';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { ISSUE_STATUSES } from 'shared-contracts';
import type { FilterChoices } from '../hooks/use-filter-choices';

export interface FilterValues {
  status?: string;
  urgency?: string;
  facility?: string;
  team?: string;
  sort?: string;
  from?: string;
  to?: string;
}

/** The filter names kept in the URL's search params (search `q` and `scope` live beside them). */
export const FILTER_NAMES = ['status', 'urgency', 'facility', 'team', 'sort', 'from', 'to'] as const satisfies readonly (keyof FilterValues)[];

export function filterValuesOf(params: URLSearchParams): FilterValues {
  return Object.fromEntries(FILTER_NAMES.map((name) => [name, params.get(name) ?? undefined]));
}

/** How many filters narrow the list (the default sort and date range do not count). */
export function activeFilterCount(values: FilterValues): number {
  return (['status', 'urgency', 'facility', 'team'] as const).filter((name) => values[name]).length + (values.from || values.to ? 1 : 0);
}

interface FormValues {
  status?: string;
  urgency?: string;
  facility?: string;
  team?: string;
  sort?: string;
  range?: [dayjs.Dayjs, dayjs.Dayjs];
}

const searchable = { showSearch: { optionFilterProp: 'label' }, allowClear: true } as const;

/**
 * Filters in a drawer (a phone has no room for a filter bar; the desktop table opens it on the right);
 * the date range defaults to the last 30 days. Facility and team show when `choices` has them.
 */
export function IssueFilters({
  open,
  values,
  choices = {},
  placement = 'bottom',
  onClose,
  onApply,
}: {
  open: boolean;
  values: FilterValues;
  choices?: FilterChoices;
  placement?: 'bottom' | 'right';
  onClose: () => void;
  onApply: (values: FilterValues) => void;
}) {
  const { t } = useTranslation('mf-reporting');
  const [form] = Form.useForm<FormValues>();
  const from = values.from ? dayjs(values.from) : dayjs().subtract(30, 'day');
  const to = values.to ? dayjs(values.to) : dayjs();
  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={t('issues.filters.title')}
      placement={placement}
      size={placement === 'bottom' ? 'auto' : 360}
      // Opened again, it shows what the URL holds now (not what was last typed and not applied).
      destroyOnHidden
      // A phone's drawer scrolls under its buttons, which stay in view.
      styles={placement === 'bottom' ? { wrapper: { maxHeight: '85dvh' }, section: { maxHeight: '85dvh' } } : undefined}
      footer={
        <Flex gap="small">
          <Button block onClick={() => onApply({})}>
            {t('issues.filters.clear')}
          </Button>
          <Button type="primary" block onClick={() => form.submit()}>
            {t('issues.filters.apply')}
          </Button>
        </Flex>
      }
    >
      <Form<FormValues>
        form={form}
        layout="vertical"
        initialValues={{ ...values, sort: values.sort ?? 'due', range: [from, to] }}
        onFinish={(v) => {
          // The default range is no filter: the URL stays clean and the list keeps following today.
          const isDefault = v.range?.[0]?.isSame(dayjs().subtract(30, 'day'), 'day') && v.range[1]?.isSame(dayjs(), 'day');
          onApply({
            status: v.status,
            urgency: v.urgency,
            facility: v.facility,
            team: v.team,
            sort: v.sort,
            from: isDefault ? undefined : v.range?.[0]?.startOf('day').toISOString(),
            to: isDefault ? undefined : v.range?.[1]?.endOf('day').toISOString(),
          });
        }}
      >
        <Form.Item name="status" label={t('issues.filters.status')}>
          <Select allowClear options={ISSUE_STATUSES.map((s) => ({ value: s, label: t(`issues.status.${s}`) }))} />
        </Form.Item>
        <Form.Item name="urgency" label={t('issues.filters.urgency')}>
          <Select allowClear options={(['high', 'moderate', 'low'] as const).map((u) => ({ value: u, label: t(`issues.urgency.${u}`) }))} />
        </Form.Item>
        {choices.facilities ? (
          <Form.Item name="facility" label={t('issues.filters.facility')}>
            <Select {...searchable} options={choices.facilities} />
          </Form.Item>
        ) : null}
        {choices.teams ? (
          <Form.Item name="team" label={t('issues.filters.team')}>
            <Select {...searchable} options={choices.teams} />
          </Form.Item>
        ) : null}
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
      </Form>
    </Drawer>
  );
}
