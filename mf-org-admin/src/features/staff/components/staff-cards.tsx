import Avatar from 'antd/es/avatar';
import Card from 'antd/es/card';
import Flex from 'antd/es/flex';
import Pagination from 'antd/es/pagination';
import Typography from 'antd/es/typography';
import { Link } from 'react-router-dom';
import { type StaffPage } from 'shared-contracts';
import { RoleTags, StaffStatusTag } from './staff-status';

/** The phone list: a card per person; the name opens their page. */
export function StaffCards({ data, onPage }: { data: StaffPage; onPage: (page: number) => void }) {
  return (
    <Flex vertical gap={8}>
      <ul style={{ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: 8 }}>
        {data.items.map((row) => (
          <li key={row._id}>
            <Card size="small">
              <Flex gap={10} align="start">
                <Avatar src={row.img || undefined} alt="">
                  {row.name.slice(0, 1)}
                </Avatar>
                <Flex vertical gap={2} style={{ minWidth: 0, flex: 1 }}>
                  <Link to={`/staff/${encodeURIComponent(row._id)}`}>
                    <strong>{row.name}</strong>
                  </Link>
                  <Typography.Text type="secondary" ellipsis>
                    {[row.email, row.phone].filter(Boolean).join(' · ')}
                  </Typography.Text>
                  {row.teams.length > 0 ? <Typography.Text type="secondary">{row.teams.map((team) => team.name).join(', ')}</Typography.Text> : null}
                  <div>
                    <RoleTags row={row} />
                    <StaffStatusTag status={row.status} />
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
