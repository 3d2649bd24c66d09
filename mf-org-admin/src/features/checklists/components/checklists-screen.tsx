import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Empty from 'antd/es/empty';
import Flex from 'antd/es/flex';
import List from 'antd/es/list';
import Segmented from 'antd/es/segmented';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { type FacilityKind, getChecklistTypes } from 'shared-contracts';
import { AsyncContent, useAsync } from 'ui-kit';

/** The editor's route for a type of `kind`. */
export const editorPath = (kind: FacilityKind, typeId: string) =>
  `/checklists/${kind === 'asset' ? 'assetType' : 'facilityType'}?type=${encodeURIComponent(typeId)}`;

/** /checklists (and the editor routes without a type): every facility or asset type with its checklist's version and size. */
export function ChecklistsScreen({ fixedKind }: { fixedKind?: FacilityKind }) {
  const { t } = useTranslation('mf-org-admin');
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const kind: FacilityKind = fixedKind ?? (params.get('kind') === 'asset' ? 'asset' : 'facility');
  const load = useCallback(() => getChecklistTypes(kind), [kind]);
  const state = useAsync(load);

  return (
    <Flex vertical gap={12}>
      <Typography.Title level={3} style={{ margin: 0 }}>
        {t('checklists.title')}
      </Typography.Title>
      <Typography.Text type="secondary">{t('checklists.intro')}</Typography.Text>
      {fixedKind ? null : (
        <Segmented
          value={kind}
          options={(['facility', 'asset'] as const).map((value) => ({ value, label: t(`checklists.kinds.${value}`) }))}
          onChange={(value) => setParams(value === 'asset' ? { kind: 'asset' } : {}, { replace: true })}
        />
      )}
      <AsyncContent state={state} errorTitle={t('checklists.loadFailed')} emptyText="" isEmpty={() => false}>
        {(rows) =>
          rows.length === 0 ? (
            <Empty description={t(`checklists.empty.${kind}`)}>
              <Link to={kind === 'asset' ? '/assetTypes' : '/facilityTypes'}>{t(`types.title.${kind}`)}</Link>
            </Empty>
          ) : (
            <List
              grid={{ gutter: 12, xs: 1, sm: 1, md: 2, lg: 3 }}
              dataSource={rows}
              renderItem={(row) => (
                <List.Item>
                  <Card
                    size="small"
                    title={row.type.name}
                    extra={
                      // The name starts with the words shown (Edit, Create), then says which checklist.
                      <Button
                        type="link"
                        onClick={() => navigate(editorPath(kind, row.type._id))}
                        aria-label={`${row.template ? t('checklists.edit') : t('checklists.create')}, ${t('checklists.open', { name: row.type.name })}`}
                      >
                        {row.template ? t('checklists.edit') : t('checklists.create')}
                      </Button>
                    }
                  >
                    <Flex vertical gap={4}>
                      <span>{row.template ? row.template.name : t('checklists.noTemplateYet')}</span>
                      {row.template ? <span>{t('checklists.parameters', { count: row.template.parameterCount })}</span> : null}
                      <span>{t(`checklists.facilityCount.${kind}`, { count: row.facilityCount })}</span>
                      <Flex gap={4} wrap>
                        {row.template ? <Tag color="blue">{t('checklists.version', { version: row.template.version })}</Tag> : null}
                        {row.type.active ? null : <Tag>{t('facilities.active.false')}</Tag>}
                      </Flex>
                    </Flex>
                  </Card>
                </List.Item>
              )}
            />
          )
        }
      </AsyncContent>
    </Flex>
  );
}
