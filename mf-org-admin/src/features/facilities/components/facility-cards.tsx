import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Checkbox from 'antd/es/checkbox';
import Flex from 'antd/es/flex';
import Pagination from 'antd/es/pagination';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';
import { FacilityStatus, LastChecked } from './facility-status';
import { type FacilityListProps } from './facility-table';

/** The phone list: a card per facility (its name opens it, the box selects it for the QR sheet). */
export function FacilityCards({ data, selected, onSelect, onOpen, onPage }: FacilityListProps) {
  const { t } = useTranslation('mf-org-admin');
  const toggle = (id: string, on: boolean) => onSelect(on ? [...selected, id] : selected.filter((x) => x !== id));
  return (
    <Flex vertical gap={8}>
      <ul style={{ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: 8 }}>
        {data.items.map((row) => (
          <li key={row._id}>
            <Card size="small">
              <Flex gap={10} align="start">
                <Checkbox
                  aria-label={t('facilities.actions.select', { name: row.name })}
                  checked={selected.includes(row._id)}
                  onChange={(event) => toggle(row._id, event.target.checked)}
                  style={{ padding: 6 }}
                />
                <Flex vertical gap={2} style={{ minWidth: 0, flex: 1 }}>
                  <Button
                    type="link"
                    onClick={() => onOpen(row)}
                    style={{ padding: 0, height: 'auto', justifyContent: 'start', whiteSpace: 'normal', textAlign: 'start' }}
                  >
                    <strong>{row.name}</strong>
                  </Button>
                  <Typography.Text type="secondary">{[row.location?.name, row.facilityType?.name].filter(Boolean).join(' · ')}</Typography.Text>
                  <Typography.Text type="secondary">
                    <LastChecked at={row.lastChecked} />
                  </Typography.Text>
                  <div>
                    <FacilityStatus row={row} />
                  </div>
                </Flex>
              </Flex>
            </Card>
          </li>
        ))}
      </ul>
      <Pagination simple current={data.page} pageSize={data.pageSize} total={data.total} onChange={onPage} style={{ alignSelf: 'center' }} />
    </Flex>
  );
}
