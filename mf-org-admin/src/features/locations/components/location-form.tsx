import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Flex from 'antd/es/flex';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Select from 'antd/es/select';
import Tag from 'antd/es/tag';
import TreeSelect from 'antd/es/tree-select';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Location, type LocationKind, deleteLocation, isApiError, saveLocation } from 'shared-contracts';
import { useAppApis } from 'ui-kit';
import { buildTree, type PlaceNode, withDescendants } from '../rules/build-tree';

interface Values {
  name: string;
  kind: LocationKind;
  parent?: string;
  address?: string;
}

interface LocationFormProps {
  organization: string;
  list: Location[];
  /** The place to edit; none for a new one. */
  editing: Location | null;
  canWrite: boolean;
  onSaved: (location: Location) => void;
  onDeleted: () => void;
  onDirty: (dirty: boolean) => void;
}

const KINDS: LocationKind[] = ['site', 'building', 'floor', 'area'];

/** Add or edit one place: name, kind, where it is (move), address; retire or bring back; delete an empty one. */
export function LocationForm({ organization, list, editing, canWrite, onSaved, onDeleted, onDirty }: LocationFormProps) {
  const { t } = useTranslation('mf-org-admin');
  const { message, modal } = useAppApis();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const blocked = editing ? withDescendants(list, editing._id) : new Set<string>();
  const disable = (nodes: PlaceNode[]): (PlaceNode & { disabled: boolean })[] =>
    nodes.map((node) => ({ ...node, disabled: blocked.has(node.key), children: disable(node.children) }));

  useEffect(() => {
    form.setFieldsValue({
      name: editing?.name ?? '',
      kind: (editing?.kind as LocationKind | undefined) ?? 'building',
      parent: editing?.parent ?? undefined,
      address: editing?.address ?? '',
    });
    onDirty(false);
  }, [editing, form, onDirty]);

  const save = async (values: Values, active?: boolean) => {
    setSaving(true);
    try {
      const saved = await saveLocation(organization, {
        ...(editing ? { _id: editing._id } : {}),
        name: values.name.trim(),
        kind: values.kind,
        parent: values.parent ?? null,
        address: values.address?.trim() || null,
        ...(active !== undefined ? { active } : {}),
      });
      onDirty(false);
      message.success(t('locations.saved'));
      onSaved(saved);
    } catch (error) {
      console.error(error);
      message.error(isApiError(error) ? error.message : t('locations.failed'));
    } finally {
      setSaving(false);
    }
  };

  const remove = () => {
    if (!editing) return;
    modal.confirm({
      title: t('locations.deleteTitle', { name: editing.name }),
      okText: t('locations.delete'),
      okButtonProps: { danger: true },
      cancelText: t('facilities.form.cancel'),
      onOk: async () => {
        try {
          await deleteLocation(organization, editing._id);
          onDeleted();
        } catch (error) {
          // The server says why (facilities or places inside it).
          console.error(error);
          message.error(isApiError(error) ? error.message : t('locations.failed'));
        }
      },
    });
  };

  return (
    <Card
      title={editing ? editing.name : t('locations.addTitle')}
      extra={editing && editing.active === false ? <Tag>{t('facilities.active.false')}</Tag> : null}
      style={{ flex: '1 1 320px' }}
    >
      <Form<Values> form={form} layout="vertical" disabled={!canWrite} onValuesChange={() => onDirty(true)} onFinish={(values) => void save(values)}>
        <Form.Item
          name="name"
          label={t('locations.name')}
          rules={[{ required: true, whitespace: true, message: t('facilities.form.nameRequired') }, { max: 200 }]}
        >
          <Input />
        </Form.Item>
        <Form.Item name="kind" label={t('locations.kind')}>
          <Select options={KINDS.map((value) => ({ value, label: t(`locations.kinds.${value}`) }))} />
        </Form.Item>
        <Form.Item name="parent" label={t('locations.parent')} extra={t('locations.parentHelp')}>
          <TreeSelect allowClear treeDefaultExpandAll treeData={disable(buildTree(list))} placeholder={t('locations.top')} />
        </Form.Item>
        <Form.Item name="address" label={t('locations.address')} rules={[{ max: 5000 }]}>
          <Input.TextArea rows={2} />
        </Form.Item>
        {canWrite ? (
          <Flex gap={8} wrap>
            <Button type="primary" htmlType="submit" loading={saving}>
              {t('facilities.form.save')}
            </Button>
            {editing ? (
              <>
                <Button onClick={() => void form.validateFields().then((values) => save(values, editing.active === false))}>
                  {t(editing.active === false ? 'facilities.actions.activate' : 'facilities.actions.retire')}
                </Button>
                <Button danger onClick={remove}>
                  {t('locations.delete')}
                </Button>
              </>
            ) : null}
          </Flex>
        ) : null}
      </Form>
    </Card>
  );
}
