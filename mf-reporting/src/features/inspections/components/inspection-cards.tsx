import Pagination from 'antd/es/pagination';
import { type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { InspectionListAnswer } from 'shared-contracts';
import { Pill, PlainCard, secondaryText } from 'ui-kit';
import type { ListFilters } from '../rules/list-params';

interface Props {
  answer: InspectionListAnswer;
  onPage: (change: Partial<ListFilters>) => void;
}

/** A card's layout and text are plain elements (ui-kit's plain-parts.tsx), as on the other phone lists. */
const cardRow: CSSProperties = { display: 'flex', justifyContent: 'space-between', alignItems: 'start', gap: 8 };
const column: CSSProperties = { display: 'flex', flexDirection: 'column' };
const pills: CSSProperties = { display: 'flex', flexDirection: 'column', alignItems: 'end', gap: 4 };
const pill: CSSProperties = { marginInlineEnd: 0 };

/** The list on a phone: one card per report, the whole card a link to the viewer. */
export function InspectionCards({ answer, onPage }: Props) {
  const { t } = useTranslation('mf-reporting');
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
      <ul aria-label={t('inspections.title')} style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 8 }}>
        {answer.docs.map((row) => (
          <li key={row._id}>
            {/* Named by what the card shows (facility, place, reporter, date and time, result), as a reader sees it. */}
            <Link to={`/inspection/${row._id}`}>
              <PlainCard>
                <div style={cardRow}>
                  <div style={column}>
                    <strong>{row.facilityName}</strong>
                    <span style={secondaryText}>{[row.locationName, row.reporterName].filter(Boolean).join(' · ')}</span>
                    <span style={secondaryText}>
                      {row.date} {row.time}
                    </span>
                  </div>
                  <div style={pills}>
                    <Pill style={pill}>{t(`inspections.types.${row.reportingType}`, { defaultValue: row.reportingType })}</Pill>
                    {row.issuesCount > 0 ? (
                      <Pill color="error" style={pill}>
                        {t('inspections.issues', { count: row.issuesCount })}
                      </Pill>
                    ) : (
                      <Pill color="success" style={pill}>
                        {t('inspections.allGood')}
                      </Pill>
                    )}
                  </div>
                </div>
              </PlainCard>
            </Link>
          </li>
        ))}
      </ul>
      <Pagination
        simple
        align="center"
        current={answer.page}
        pageSize={answer.limit}
        total={answer.totalDocs}
        onChange={(page, limit) => onPage({ page, limit })}
      />
    </div>
  );
}
