import Card from 'antd/es/card';
import Flex from 'antd/es/flex';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { type TeamSummary } from 'shared-contracts';
import { OpenIssues } from './open-issues';

/** The phone list: a card per team; its name opens it, its buildings open who looks after them. */
export function TeamCards({ teams }: { teams: readonly TeamSummary[] }) {
  const { t } = useTranslation('mf-org-admin');
  return (
    <ul aria-label={t('teams.title')} style={{ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: 8 }}>
      {teams.map((team) => (
        <li key={team._id}>
          <Card size="small">
            <Flex vertical gap={4}>
              <Link to={`/team/${encodeURIComponent(team._id)}`} style={{ fontWeight: 600, fontSize: 16 }}>
                {team.name}
              </Link>
              {team.label ? <Typography.Text type="secondary">{team.label}</Typography.Text> : null}
              <Flex gap={12} wrap>
                <span>{t('teams.members', { count: team.memberCount })}</span>
                <OpenIssues count={team.openIssueCount} />
              </Flex>
              {team.buildings.length > 0 ? (
                <Flex gap={4} wrap>
                  {team.buildings.map((building) => (
                    <Tag key={building._id}>
                      <Link to={`/team/building/${encodeURIComponent(building._id ?? '')}`}>{building.name}</Link>
                    </Tag>
                  ))}
                </Flex>
              ) : (
                <Typography.Text type="secondary">{t('teams.noBuildings')}</Typography.Text>
              )}
            </Flex>
          </Card>
        </li>
      ))}
    </ul>
  );
}
