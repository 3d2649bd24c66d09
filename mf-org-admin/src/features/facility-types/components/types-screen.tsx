import PlusOutlined from '@ant-design/icons/es/icons/PlusOutlined';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Empty from 'antd/es/empty';
import Flex from 'antd/es/flex';
import List from 'antd/es/list';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type FacilityType, getChecklistTemplates, getFacilityTypes } from 'shared-contracts';
import { AsyncContent, useAsync, useSession } from 'ui-kit';
import { TypeForm } from './type-form';

/** No facilityType-write permission exists: changing types takes organization-write (the api checks the same). */
const WRITE = ['facilityType-read', 'organization-write'];

/** /facilityTypes and /assetTypes: the types of one kind with their default checklist and reporting interval. */
export function TypesScreen({ kind }: { kind: 'facility' | 'asset' }) {
  const { t } = useTranslation('mf-org-admin');
  const { user, permissions } = useSession();
  const organization = user?.organization ?? '';
  const canWrite = WRITE.every((permission) => permissions.includes(permission));
  const [version, setVersion] = useState(0);
  const [editing, setEditing] = useState<FacilityType | 'new' | null>(null);
  const load = useCallback(async () => {
    const [types, templates] = await Promise.all([
      getFacilityTypes(organization, { refresh: version > 0, kind }),
      permissions.includes('checklist-read') ? getChecklistTemplates(organization) : Promise.resolve([]),
    ]);
    return { types: types.filter((type) => (type.kind ?? 'facility') === kind), templates };
  }, [organization, version, kind, permissions]);
  const state = useAsync(load);

  return (
    <>
      <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 12 }}>
        <Typography.Title level={3} style={{ margin: 0 }}>
          {t(`types.title.${kind}`)}
        </Typography.Title>
        {canWrite ? (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
            {t('facilities.actions.add')}
          </Button>
        ) : null}
      </Flex>
      <AsyncContent state={state} errorTitle={t('types.loadFailed')} emptyText="" isEmpty={() => false}>
        {({ types, templates }) => (
          <>
            {types.length === 0 ? (
              <Empty description={t(`types.empty.${kind}`)} />
            ) : (
              <List
                grid={{ gutter: 12, xs: 1, sm: 1, md: 2, lg: 3 }}
                dataSource={types}
                renderItem={(type) => (
                  <List.Item>
                    <Card
                      size="small"
                      title={type.name}
                      extra={
                        canWrite ? (
                          <Button type="link" onClick={() => setEditing(type)} aria-label={t('types.edit', { name: type.name })}>
                            {t('facilities.actions.edit')}
                          </Button>
                        ) : null
                      }
                    >
                      <Flex vertical gap={4}>
                        <span>{t('types.everyHours', { count: type.reportingIntervalHours ?? 24 })}</span>
                        <span>
                          {t('types.template')}: {templates.find((template) => template._id === type.defaultTemplate)?.name ?? t('types.noTemplate')}
                        </span>
                        <div>
                          <Tag color={type.active === false ? 'default' : 'green'}>{t(`facilities.active.${type.active === false ? 'false' : 'true'}`)}</Tag>
                        </div>
                      </Flex>
                    </Card>
                  </List.Item>
                )}
              />
            )}
            {editing ? (
              <TypeForm
                organization={organization}
                kind={kind}
                editing={editing === 'new' ? null : editing}
                templates={templates}
                onClose={() => setEditing(null)}
                onSaved={() => {
                  setEditing(null);
                  setVersion((value) => value + 1);
                }}
              />
            ) : null}
          </>
        )}
      </AsyncContent>
    </>
  );
}
