import { type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { type TeamSummary } from 'shared-contracts';
import { Pill, PlainCard, secondaryText } from 'ui-kit';
import { OpenIssues } from './open-issues';

/** A card's layout and text are plain elements (ui-kit's plain-parts.tsx), as on the other phone lists. */
const column: CSSProperties = { display: 'flex', flexDirection: 'column', gap: 4 };
const wrapRow = (gap: number): CSSProperties => ({ display: 'flex', flexWrap: 'wrap', gap });
const counts = wrapRow(12);
const buildings = wrapRow(4);
/** A link in a pill takes the pill's text colour, as in antd's Tag: the link colour fails contrast on a dark pill. */
const inPill: CSSProperties = { color: 'inherit' };

/** The phone list: a card per team; its name opens it, its buildings open who looks after them. */
export function TeamCards({ teams }: { teams: readonly TeamSummary[] }) {
  const { t } = useTranslation('mf-org-admin');
  return (
    <ul aria-label={t('teams.title')} style={{ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: 8 }}>
      {teams.map((team) => (
        <li key={team._id}>
          <PlainCard>
            <div style={column}>
              <Link to={`/team/${encodeURIComponent(team._id)}`} style={{ fontWeight: 600, fontSize: 16 }}>
                {team.name}
              </Link>
              {team.label ? <span style={secondaryText}>{team.label}</span> : null}
              <div style={counts}>
                <span>{t('teams.members', { count: team.memberCount })}</span>
                <OpenIssues count={team.openIssueCount} />
              </div>
              {team.buildings.length > 0 ? (
                <div style={buildings}>
                  {team.buildings.map((building) => (
                    <Pill key={building._id} style={{ marginInlineEnd: 0 }}>
                      <Link to={`/team/building/${encodeURIComponent(building._id ?? '')}`} style={inPill}>
                        {building.name}
                      </Link>
                    </Pill>
                  ))}
                </div>
              ) : (
                <span style={secondaryText}>{t('teams.noBuildings')}</span>
              )}
            </div>
          </PlainCard>
        </li>
      ))}
    </ul>
  );
}
