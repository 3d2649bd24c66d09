import Button from 'antd/es/button';
import Drawer from 'antd/es/drawer';
import Flex from 'antd/es/flex';
import Select from 'antd/es/select';
import Switch from 'antd/es/switch';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';
import { type FacilityFilters } from '../hooks/use-facility-filters';
import { type PlaceOptions } from '../hooks/use-place-options';

const REPORTING_TYPES = ['scheduled', 'adhoc', 'adhoc-desk', 'feedback-request'] as const;
const CHECKED = ['today', 'week', 'older', 'never'] as const;

interface FieldsProps {
  filters: FacilityFilters;
  options: PlaceOptions;
  /** In the phone's drawer: one under another, each with its name above it. */
  stacked?: boolean;
}

/** Type, location, status, reporting type, last checked and due now: each one search param, applied as chosen. */
export function FacilityFilterFields({ filters, options, stacked = false }: FieldsProps) {
  const { t } = useTranslation('mf-org-admin');
  const { values, setFilter } = filters;
  const select = (key: 'type' | 'location' | 'active' | 'reportingType' | 'checked', label: string, items: { value: string; label: string }[]) => {
    const field = (
      <Select
        allowClear
        aria-label={label}
        placeholder={label}
        value={values[key]}
        options={items}
        onChange={(value?: string) => setFilter(key, value)}
        style={stacked ? { width: '100%' } : { minWidth: 150, flex: '1 1 150px' }}
      />
    );
    return stacked ? (
      <Flex vertical gap={4}>
        <Typography.Text type="secondary">{label}</Typography.Text>
        {field}
      </Flex>
    ) : (
      field
    );
  };
  return (
    <>
      {select(
        'type',
        t('facilities.filters.type'),
        options.types.map((type) => ({ value: type._id, label: type.name })),
      )}
      {select(
        'location',
        t('facilities.filters.location'),
        options.locations.map((location) => ({ value: location._id, label: location.name })),
      )}
      {select('active', t('facilities.filters.active'), [
        { value: 'true', label: t('facilities.active.true') },
        { value: 'false', label: t('facilities.active.false') },
      ])}
      {select(
        'reportingType',
        t('facilities.filters.reportingType'),
        REPORTING_TYPES.map((value) => ({ value, label: t(`facilities.reportingType.${value}`) })),
      )}
      {select(
        'checked',
        t('facilities.filters.checked'),
        CHECKED.map((value) => ({ value, label: t(`facilities.checked.${value}`) })),
      )}
      <Flex gap={6} align="center">
        <Switch aria-label={t('facilities.filters.due')} checked={values.due === 'true'} onChange={(on) => setFilter('due', on ? 'true' : undefined)} />
        <span>{t('facilities.filters.due')}</span>
      </Flex>
    </>
  );
}

/**
 * A phone's filters, in a drawer from the bottom (a phone has no room for six fields above the
 * list): each applies as it is chosen, so the list behind is already the answer when it closes.
 */
export function FacilityFilterDrawer({ filters, options, onClose }: Omit<FieldsProps, 'stacked'> & { onClose: () => void }) {
  const { t } = useTranslation('mf-org-admin');
  return (
    <Drawer
      open
      onClose={onClose}
      title={t('facilities.filters.title')}
      placement="bottom"
      size="auto"
      // It scrolls under its buttons, which stay in view.
      styles={{ wrapper: { maxHeight: '85dvh' }, section: { maxHeight: '85dvh' } }}
      footer={
        <Flex gap="small">
          <Button block disabled={!filters.filtered} onClick={filters.clear}>
            {t('facilities.filters.clear')}
          </Button>
          <Button type="primary" block onClick={onClose}>
            {t('facilities.filters.done')}
          </Button>
        </Flex>
      }
    >
      <Flex vertical gap={12}>
        <FacilityFilterFields filters={filters} options={options} stacked />
      </Flex>
    </Drawer>
  );
}
