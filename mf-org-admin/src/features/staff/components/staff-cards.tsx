import Pagination from 'antd/es/pagination';
import { type CSSProperties } from 'react';
import { Link } from 'react-router-dom';
import { type StaffPage } from 'shared-contracts';
import { PlainAvatar, PlainCard, secondaryText } from 'ui-kit';
import { RoleTags, StaffStatusTag } from './staff-status';

/** A card's layout and text are plain elements (ui-kit's plain-parts.tsx): a page repeats them per person. */
const cardRow: CSSProperties = { display: 'flex', gap: 10, alignItems: 'start' };
const cardText: CSSProperties = { display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0, flex: 1 };
const oneLine: CSSProperties = { ...secondaryText, whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' };

/** The phone list: a card per person; the name opens their page. */
export function StaffCards({ data, onPage }: { data: StaffPage; onPage: (page: number) => void }) {
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
      <ul style={{ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: 8 }}>
        {data.items.map((row) => {
          const reach = [row.email, row.phone].filter(Boolean).join(' · ');
          return (
            <li key={row._id}>
              <PlainCard>
                <div style={cardRow}>
                  <PlainAvatar src={row.img || undefined} initial={row.name.slice(0, 1)} />
                  <div style={cardText}>
                    <Link to={`/staff/${encodeURIComponent(row._id)}`}>
                      <strong>{row.name}</strong>
                    </Link>
                    <span style={oneLine} title={reach}>
                      {reach}
                    </span>
                    {row.teams.length > 0 ? <span style={secondaryText}>{row.teams.map((team) => team.name).join(', ')}</span> : null}
                    <div>
                      <RoleTags row={row} />
                      <StaffStatusTag status={row.status} />
                    </div>
                  </div>
                </div>
              </PlainCard>
            </li>
          );
        })}
      </ul>
      <Pagination simple current={data.page} pageSize={data.pageSize} total={data.total} onChange={onPage} style={{ alignSelf: 'center' }} />
    </div>
  );
}
