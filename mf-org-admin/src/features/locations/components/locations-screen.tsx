import PlusOutlined from '@ant-design/icons/es/icons/PlusOutlined';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Empty from 'antd/es/empty';
import Flex from 'antd/es/flex';
import Tree from 'antd/es/tree';
import Typography from 'antd/es/typography';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { isApiError, saveLocation } from 'shared-contracts';
import { AsyncContent, useAppApis, useSession } from 'ui-kit';
import { useLocations } from '../hooks/use-locations';
import { buildTree, withDescendants } from '../rules/build-tree';
import { LocationForm } from './location-form';

const WRITE = ['building-read', 'building-write'];

/**
 * /locations, /location/add and /location/:id: the tree of sites, buildings, floors and areas
 * (drag a place onto another to move it, or choose its parent in the form), and the form of the
 * chosen or new place beside it.
 */
export function LocationsScreen({ selectedId, adding }: { selectedId?: string; adding?: boolean }) {
  const { t } = useTranslation('mf-org-admin');
  const { user, permissions } = useSession();
  const { message, modal } = useAppApis();
  const navigate = useNavigate();
  const organization = user?.organization ?? '';
  const canWrite = WRITE.every((permission) => permissions.includes(permission));
  const state = useLocations(organization);
  const [dirty, setDirty] = useState(false);
  const onDirty = useCallback((value: boolean) => setDirty(value), []);

  useEffect(() => {
    if (!dirty) return undefined;
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);

  /** Leaves the form for another place, asking first when it has unsaved changes. */
  const go = (path: string) => {
    if (!dirty) return void navigate(path);
    modal.confirm({
      title: t('facilities.form.discardTitle'),
      content: t('facilities.form.discardBody'),
      okText: t('facilities.form.discard'),
      cancelText: t('facilities.form.keepEditing'),
      onOk: () => {
        setDirty(false);
        navigate(path);
      },
    });
  };

  return (
    <>
      <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 12 }}>
        <Typography.Title level={3} style={{ margin: 0 }}>
          {t('locations.title')}
        </Typography.Title>
        {canWrite ? (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => go('/location/add')}>
            {t('locations.add')}
          </Button>
        ) : null}
      </Flex>
      <AsyncContent state={state} errorTitle={t('locations.loadFailed')} emptyText="" isEmpty={() => false}>
        {(list) => {
          const selected = list.find((location) => location._id === selectedId) ?? null;
          const move = async (id: string, parent: string | null) => {
            const place = list.find((location) => location._id === id);
            if (!place || (parent && withDescendants(list, id).has(parent))) return;
            try {
              await saveLocation(organization, { _id: id, name: place.name, address: place.address ?? null, parent });
              message.success(t('locations.saved'));
              state.reload();
            } catch (error) {
              console.error(error);
              message.error(isApiError(error) ? error.message : t('locations.failed'));
            }
          };
          return (
            <Flex gap={16} wrap align="start">
              <Card title={t('locations.tree')} style={{ flex: '1 1 280px' }}>
                {list.length === 0 ? (
                  <Empty description={t('locations.empty')} />
                ) : (
                  <Tree
                    showLine
                    defaultExpandAll
                    draggable={canWrite ? { icon: false } : false}
                    selectedKeys={selectedId ? [selectedId] : []}
                    treeData={buildTree(list).map(function strip(node): { key: string; title: string; children: ReturnType<typeof strip>[] } {
                      const retired = node.location.active === false ? ` (${t('facilities.active.false')})` : '';
                      return {
                        key: node.key,
                        title: `${node.title} · ${t(`locations.kinds.${node.location.kind ?? 'building'}`, { defaultValue: '' })}${retired}`,
                        children: node.children.map(strip),
                      };
                    })}
                    onSelect={(keys) => keys[0] !== undefined && go(`/location/${encodeURIComponent(String(keys[0]))}`)}
                    onDrop={(info) =>
                      void move(
                        String(info.dragNode.key),
                        info.dropToGap ? (list.find((l) => l._id === String(info.node.key))?.parent ?? null) : String(info.node.key),
                      )
                    }
                  />
                )}
              </Card>
              {adding || selected ? (
                <LocationForm
                  organization={organization}
                  list={list}
                  editing={adding ? null : selected}
                  canWrite={canWrite}
                  onDirty={onDirty}
                  onSaved={(saved) => {
                    state.reload();
                    navigate(`/location/${encodeURIComponent(saved._id)}`);
                  }}
                  onDeleted={() => {
                    state.reload();
                    navigate('/locations');
                  }}
                />
              ) : (
                <Card style={{ flex: '1 1 320px' }}>
                  <Empty description={t('locations.choose')} />
                </Card>
              )}
            </Flex>
          );
        }}
      </AsyncContent>
    </>
  );
}
