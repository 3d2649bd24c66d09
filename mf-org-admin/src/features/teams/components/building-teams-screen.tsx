import ArrowLeftOutlined from '@ant-design/icons/es/icons/ArrowLeftOutlined';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Empty from 'antd/es/empty';
import Flex from 'antd/es/flex';
import Typography from 'antd/es/typography';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { getBuildingTeams } from 'shared-contracts';
import { AsyncContent, useAsync, useSession } from 'ui-kit';

/** /team/building/:id: which teams look after a building, each a link to the team. */
export function BuildingTeamsScreen({ buildingId }: { buildingId: string }) {
  const { t } = useTranslation('mf-org-admin');
  const { user } = useSession();
  const navigate = useNavigate();
  const organization = user?.organization ?? '';
  const load = useCallback(() => getBuildingTeams(organization, buildingId), [organization, buildingId]);
  const state = useAsync(load);
  return (
    <>
      <Link to="/teams" style={{ display: 'inline-flex', gap: 6, alignItems: 'center', minHeight: 44 }}>
        <ArrowLeftOutlined /> {t('teams.title')}
      </Link>
      <AsyncContent state={state} errorTitle={t('teams.building.loadFailed')} emptyText="" isEmpty={() => false}>
        {({ building, teams }) => (
          <Flex vertical gap={12} style={{ maxWidth: 720 }}>
            <Typography.Title level={3} style={{ margin: 0 }}>
              {t('teams.building.title', { name: building.name })}
            </Typography.Title>
            {teams.length === 0 ? (
              <Empty description={t('teams.building.empty')}>
                <Button type="primary" onClick={() => navigate('/teams')}>
                  {t('teams.building.chooseTeam')}
                </Button>
              </Empty>
            ) : (
              <ul
                aria-label={t('teams.building.listLabel', { name: building.name })}
                style={{ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: 8 }}
              >
                {teams.map((team) => (
                  <li key={team._id}>
                    <Card size="small">
                      <Flex vertical gap={2}>
                        <Link to={`/team/${encodeURIComponent(team._id)}`} style={{ fontWeight: 600, fontSize: 16 }}>
                          {team.name}
                        </Link>
                        {team.label ? <Typography.Text type="secondary">{team.label}</Typography.Text> : null}
                        <span>{t('teams.members', { count: team.memberCount })}</span>
                      </Flex>
                    </Card>
                  </li>
                ))}
              </ul>
            )}
          </Flex>
        )}
      </AsyncContent>
    </>
  );
}
