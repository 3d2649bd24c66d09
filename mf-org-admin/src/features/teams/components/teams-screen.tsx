import PlusOutlined from '@ant-design/icons/es/icons/PlusOutlined';
import Button from 'antd/es/button';
import Empty from 'antd/es/empty';
import Flex from 'antd/es/flex';
import Input from 'antd/es/input';
import Typography from 'antd/es/typography';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { getTeamOverview } from 'shared-contracts';
import { AsyncContent, useAsync, useSession, useScreens } from 'ui-kit';
import { TeamCards } from './team-cards';
import { TeamTable } from './team-table';

/**
 * /teams (team-read, team-write): the organisation's teams with their member and open issue counts
 * and the buildings they look after; the search is in the URL (?search=) so a view can be shared.
 * Cards on a phone, a table on a desktop, from the same answer.
 */
export function TeamsScreen() {
  const { t } = useTranslation('mf-org-admin');
  const { user } = useSession();
  const organization = user?.organization ?? '';
  const navigate = useNavigate();
  const phone = !useScreens().md;
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? '';
  const [typed, setTyped] = useState(search);
  const load = useCallback(() => getTeamOverview(organization, search ? { search } : {}), [organization, search]);
  const state = useAsync(load);

  const setSearch = (value: string) =>
    setParams((previous) => {
      const next = new URLSearchParams(previous);
      if (value.trim()) next.set('search', value.trim());
      else next.delete('search');
      return next;
    });

  return (
    <>
      <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 12 }}>
        <Typography.Title level={3} style={{ margin: 0 }}>
          {t('teams.title')}
        </Typography.Title>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate('/team/add')}>
          {t('teams.actions.add')}
        </Button>
      </Flex>
      <Input.Search
        aria-label={t('teams.search')}
        placeholder={t('teams.search')}
        allowClear
        value={typed}
        onChange={(event) => {
          setTyped(event.target.value);
          if (!event.target.value) setSearch('');
        }}
        onSearch={setSearch}
        style={{ marginBottom: 12, maxWidth: 420 }}
      />
      <AsyncContent state={state} errorTitle={t('teams.loadFailed')} emptyText="" isEmpty={() => false}>
        {(teams) =>
          teams.length === 0 ? (
            <Empty description={search ? t('teams.empty.filtered', { search }) : t('teams.empty.none')}>
              {search ? (
                <Button
                  onClick={() => {
                    setTyped('');
                    setSearch('');
                  }}
                >
                  {t('teams.actions.clearSearch')}
                </Button>
              ) : (
                <Button type="primary" onClick={() => navigate('/team/add')}>
                  {t('teams.actions.add')}
                </Button>
              )}
            </Empty>
          ) : phone ? (
            <TeamCards teams={teams} />
          ) : (
            <TeamTable teams={teams} />
          )
        }
      </AsyncContent>
    </>
  );
}
