import Button from 'antd/es/button';
import Drawer from 'antd/es/drawer';
import Flex from 'antd/es/flex';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import InputNumber from 'antd/es/input-number';
import Select from 'antd/es/select';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ChecklistTemplate, type FacilityType, isApiError, saveFacilityType } from 'shared-contracts';
import { useAppApis } from 'ui-kit';

interface Values {
  name: string;
  label?: string;
  defaultTemplate?: string;
  reportingIntervalHours: number;
}

interface TypeFormProps {
  organization: string;
  kind: 'facility' | 'asset';
  editing: FacilityType | null;
  templates: ChecklistTemplate[];
  onClose: () => void;
  onSaved: () => void;
}

/** Add or edit a facility or asset type: name, label, default checklist, reporting interval; retire or bring back. */
export function TypeForm({ organization, kind, editing, templates, onClose, onSaved }: TypeFormProps) {
  const { t } = useTranslation('mf-org-admin');
  const { message, modal } = useAppApis();
  const [form] = Form.useForm<Values>();
  const [dirty, setDirty] = useState(false);
  const [saving, setSaving] = useState(false);

  const close = () => {
    if (!dirty) return onClose();
    modal.confirm({
      title: t('facilities.form.discardTitle'),
      content: t('facilities.form.discardBody'),
      okText: t('facilities.form.discard'),
      cancelText: t('facilities.form.keepEditing'),
      onOk: onClose,
    });
  };

  const save = async (values: Values, active?: boolean) => {
    setSaving(true);
    try {
      await saveFacilityType(organization, {
        ...(editing ? { _id: editing._id } : {}),
        kind,
        name: values.name.trim(),
        label: values.label?.trim() || null,
        defaultTemplate: values.defaultTemplate ?? null,
        reportingIntervalHours: values.reportingIntervalHours,
        ...(active !== undefined ? { active } : {}),
      });
      setDirty(false);
      message.success(t('facilities.messages.saved'));
      onSaved();
    } catch (error) {
      console.error(error);
      message.error(isApiError(error) ? error.message : t('facilities.messages.actionFailed'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Drawer
      open
      size={440}
      title={editing ? t('facilities.form.titleEdit', { name: editing.name }) : t(`types.new.${kind}`)}
      onClose={close}
      footer={
        <Flex gap={8} justify="end" wrap>
          {editing ? (
            <Button danger={editing.active !== false} onClick={() => void form.validateFields().then((values) => save(values, editing.active === false))}>
              {t(editing.active === false ? 'facilities.actions.activate' : 'facilities.actions.retire')}
            </Button>
          ) : null}
          <Button onClick={close}>{t('facilities.form.cancel')}</Button>
          <Button type="primary" loading={saving} onClick={() => form.submit()}>
            {t('facilities.form.save')}
          </Button>
        </Flex>
      }
    >
      <Form<Values>
        form={form}
        layout="vertical"
        initialValues={{
          name: editing?.name ?? '',
          label: editing?.label ?? '',
          defaultTemplate: editing?.defaultTemplate ?? undefined,
          reportingIntervalHours: editing?.reportingIntervalHours ?? 24,
        }}
        onValuesChange={() => setDirty(true)}
        onFinish={(values) => void save(values)}
      >
        <Form.Item
          name="name"
          label={t('facilities.form.name')}
          rules={[{ required: true, whitespace: true, message: t('facilities.form.nameRequired') }, { max: 200 }]}
        >
          <Input autoFocus />
        </Form.Item>
        <Form.Item name="label" label={t('types.label')} rules={[{ max: 200 }]}>
          <Input />
        </Form.Item>
        <Form.Item name="defaultTemplate" label={t('types.template')} extra={t('types.templateHelp')}>
          <Select allowClear options={templates.flatMap((template) => (template._id ? [{ value: template._id, label: template.name }] : []))} />
        </Form.Item>
        <Form.Item
          name="reportingIntervalHours"
          label={t('types.interval')}
          extra={t('types.intervalHelp')}
          rules={[{ required: true, type: 'integer', min: 1, max: 2160, message: t('types.intervalInvalid') }]}
        >
          <InputNumber min={1} max={2160} step={1} style={{ width: '100%' }} />
        </Form.Item>
      </Form>
    </Drawer>
  );
}
