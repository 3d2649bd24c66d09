import Table from 'antd/es/table';
import Tag from 'antd/es/tag';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { type TeamSummary } from 'shared-contracts';
import { OpenIssues } from './open-issues';

/** The desktop list: one row per team. */
export function TeamTable({ teams }: { teams: readonly TeamSummary[] }) {
  const { t } = useTranslation('mf-org-admin');
  return (
    <Table<TeamSummary>
      rowKey="_id"
      size="middle"
      dataSource={[...teams]}
      pagination={false}
      scroll={{ x: 720 }}
      columns={[
        {
          key: 'name',
          title: t('teams.columns.name'),
          render: (_, team) => (
            <Link to={`/team/${encodeURIComponent(team._id)}`} style={{ display: 'inline-block' }}>
              {team.name}
            </Link>
          ),
        },
        { key: 'label', title: t('teams.columns.label'), render: (_, team) => team.label ?? '' },
        { key: 'members', title: t('teams.columns.members'), align: 'end', render: (_, team) => team.memberCount },
        { key: 'open', title: t('teams.columns.openIssues'), render: (_, team) => <OpenIssues count={team.openIssueCount} /> },
        {
          key: 'buildings',
          title: t('teams.columns.buildings'),
          render: (_, team) =>
            team.buildings.length > 0
              ? team.buildings.map((building) => (
                  <Tag key={building._id}>
                    <Link to={`/team/building/${encodeURIComponent(building._id ?? '')}`}>{building.name}</Link>
                  </Tag>
                ))
              : t('teams.noBuildings'),
        },
      ]}
    />
  );
}
